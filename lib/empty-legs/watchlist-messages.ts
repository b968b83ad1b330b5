import { emptyLegMessages } from '@/content/empty-leg-messages';
import type { WatchlistProblem } from './watchlist-store';

export const problemMessage = (problem: WatchlistProblem) => emptyLegMessages[problem];
export const keptAsideMessage = emptyLegMessages.keptAside;
