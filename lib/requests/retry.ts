const FIRST_RETRY_MS = 5_000;
const MAX_RETRY_MS = 10 * 60_000;
const MAX_RETRY_AFTER_MS = 60 * 60_000;

const unit = (random: () => number) => Math.min(Math.max(random(), 0), 1);

export function retryAfterMs(header: string | null | undefined, now: number): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Math.min(Number(value) * 1_000, MAX_RETRY_AFTER_MS);
  // An HTTP date ends in GMT; anything else Date.parse might read is not one.
  if (!/GMT$/i.test(value)) return undefined;
  const at = Date.parse(value);
  if (Number.isNaN(at)) return undefined;
  return Math.min(Math.max(at - now, 0), MAX_RETRY_AFTER_MS);
}

// How long to wait before attempt `attempt + 1`.
export function retryDelay(attempt: number, random: () => number = Math.random, retryAfter?: number): number {
  const steps = Math.max(0, Math.min(Math.floor(attempt) - 1, 30));
  const base = Math.min(FIRST_RETRY_MS * 2 ** steps, MAX_RETRY_MS);
  if (retryAfter === undefined || !(retryAfter >= 0)) return Math.round(base * (1 - 0.2 * unit(random)));
  const asked = Math.min(Math.max(retryAfter, base), MAX_RETRY_AFTER_MS);
  return Math.round(asked * (1 + 0.1 * unit(random)));
}
