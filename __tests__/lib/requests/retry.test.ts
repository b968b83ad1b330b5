import { FIRST_RETRY_MS, MAX_RETRY_MS, retryDelay } from '@/lib/requests/retry';

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
