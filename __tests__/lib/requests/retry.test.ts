import { retryAfterMs, retryDelay } from '@/lib/requests/retry';

const FIRST_RETRY_MS = 5_000;
const MAX_RETRY_AFTER_MS = 60 * 60_000;
const MAX_RETRY_MS = 10 * 60_000;

describe('retryDelay', () => {
  const none = () => 0;

  it('waits 5 s after the first failure, then doubles', () => {
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelay(attempt, none))).toEqual([
      5_000, 10_000, 20_000, 40_000, 80_000,
    ]);
    expect(retryDelay(1, none)).toBe(FIRST_RETRY_MS);
  });

  it('never waits more than ten minutes, however many attempts', () => {
    expect(retryDelay(8, none)).toBe(MAX_RETRY_MS);
    expect(retryDelay(1_000, none)).toBe(MAX_RETRY_MS);
    expect(retryDelay(Number.MAX_SAFE_INTEGER, none)).toBe(MAX_RETRY_MS);
  });

  it('shortens each wait by up to a fifth at random, never lengthens it', () => {
    expect(retryDelay(1, () => 1)).toBe(4_000);
    expect(retryDelay(1, () => 0.5)).toBe(4_500);
    expect(retryDelay(1, () => 7)).toBe(4_000);
    expect(retryDelay(1, () => -1)).toBe(5_000);
  });

  it('treats a nonsense attempt number as the first', () => {
    expect(retryDelay(0, none)).toBe(FIRST_RETRY_MS);
    expect(retryDelay(-3, none)).toBe(FIRST_RETRY_MS);
  });
});

describe('Retry-After', () => {
  const now = Date.parse('2027-01-10T09:30:00Z');

  it('reads seconds or an HTTP date, at most an hour, nothing from nonsense', () => {
    expect(retryAfterMs('30', now)).toBe(30_000);
    expect(retryAfterMs(' 0 ', now)).toBe(0);
    expect(retryAfterMs('Sun, 10 Jan 2027 09:32:00 GMT', now)).toBe(120_000);
    expect(retryAfterMs('Sun, 10 Jan 2027 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('86400', now)).toBe(MAX_RETRY_AFTER_MS);
    expect(retryAfterMs('Mon, 10 Jan 2028 09:30:00 GMT', now)).toBe(MAX_RETRY_AFTER_MS);
    for (const nonsense of [null, undefined, '', 'soon', '-5', '1.5'])
      expect(retryAfterMs(nonsense, now)).toBeUndefined();
  });

  it('never retries sooner than asked: up to a tenth later at random', () => {
    expect(retryDelay(1, () => 0, 30_000)).toBe(30_000);
    expect(retryDelay(1, () => 1, 30_000)).toBe(33_000);
    expect(retryDelay(1, () => 0.5, 30_000)).toBe(31_500);
  });

  it('keeps the back-off when it asks for less, and caps what it asks at an hour', () => {
    expect(retryDelay(3, () => 0, 1_000)).toBe(20_000);
    expect(retryDelay(1, () => 0, MAX_RETRY_AFTER_MS)).toBe(MAX_RETRY_AFTER_MS);
    expect(retryDelay(1, () => 0, 24 * MAX_RETRY_AFTER_MS)).toBe(MAX_RETRY_AFTER_MS);
    expect(retryDelay(1, () => 0, Number.NaN)).toBe(FIRST_RETRY_MS);
  });

  it('spreads the capped wait too: browsers told to wait a day do not all return at the hour', () => {
    const day = 24 * MAX_RETRY_AFTER_MS;
    expect(retryDelay(1, () => 1, day)).toBe(66 * 60_000);
    expect(retryDelay(1, () => 0.5, day)).toBe(63 * 60_000);
    const waits = new Set(Array.from({ length: 100 }, (_, index) => retryDelay(1, () => index / 100, day)));
    expect(waits.size).toBe(100);
    for (const wait of waits) {
      expect(wait).toBeGreaterThanOrEqual(MAX_RETRY_AFTER_MS);
      expect(wait).toBeLessThanOrEqual(MAX_RETRY_AFTER_MS * 1.1);
    }
  });
});
