import { emptyLegMessages } from '@/content/empty-leg-messages';
import type { WatchlistProblem } from './watchlist-store';

/** The catalogue message that explains why the watchlist could not be saved. */
export const problemMessage = (problem: WatchlistProblem) => emptyLegMessages[problem];
export const keptAsideMessage = emptyLegMessages.keptAside;
