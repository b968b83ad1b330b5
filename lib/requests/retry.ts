// When an undelivered request is tried again: soon at first, then less and less often, never more
// than every ten minutes while the page is open (and on every visit, and when the connection returns).

export const FIRST_RETRY_MS = 5_000;
export const MAX_RETRY_MS = 10 * 60_000;

/**
 * The wait after the attempt numbered `attempt` (1 = the first send) failed: 5 s, 10 s, 20 s, …
 * doubling up to 10 minutes, each shortened by up to a fifth at random so many browsers coming
 * back online together do not retry in step.
 */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const steps = Math.max(0, Math.min(Math.floor(attempt) - 1, 30));
  const base = Math.min(FIRST_RETRY_MS * 2 ** steps, MAX_RETRY_MS);
  return Math.round(base * (1 - 0.2 * Math.min(Math.max(random(), 0), 1)));
}
