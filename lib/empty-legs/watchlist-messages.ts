import { messages } from '@/content/messages';
import type { WatchlistProblem } from './watchlist-store';

/** The catalogue message that explains why the watchlist could not be saved. */
export function problemMessage(problem: WatchlistProblem) {
  const key = {
    blocked: 'watchlistBlocked',
    full: 'watchlistFull',
    newer: 'watchlistNewer',
    unavailable: 'watchlistUnavailable',
  } as const satisfies Record<WatchlistProblem, keyof typeof messages>;
  return messages[key[problem]];
}
