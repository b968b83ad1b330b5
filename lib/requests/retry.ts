export const FIRST_RETRY_MS = 5_000;
export const MAX_RETRY_MS = 10 * 60_000;

// Up to a fifth shorter at random, so browsers coming back online together do not retry in step.
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const steps = Math.max(0, Math.min(Math.floor(attempt) - 1, 30));
  const base = Math.min(FIRST_RETRY_MS * 2 ** steps, MAX_RETRY_MS);
  return Math.round(base * (1 - 0.2 * Math.min(Math.max(random(), 0), 1)));
}
