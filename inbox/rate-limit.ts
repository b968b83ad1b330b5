// A fixed window per client: cheap, and the site waits out Retry-After before it asks again.
export function createRateLimit(perMinute: number, now: () => number = Date.now) {
  const windowMs = 60_000;
  let windowStart = now();
  let counts = new Map<string, number>();
  return {
    /** Seconds to wait, or 0 when this client may go on. */
    take(client: string): number {
      if (perMinute <= 0) return 0;
      const at = now();
      if (at - windowStart >= windowMs) {
        windowStart = at;
        counts = new Map();
      }
      const count = (counts.get(client) ?? 0) + 1;
      counts.set(client, count);
      return count > perMinute ? Math.max(1, Math.ceil((windowStart + windowMs - at) / 1000)) : 0;
    },
  };
}
