/**
 * Memoises a dynamic import's success only. Bundlers and our own callers used to keep the first
 * promise, so one dropped connection (a train tunnel) broke that feature until a reload; here a
 * failed load is forgotten and the next call fetches the chunk again.
 */
export function retryableImport<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

/** For loaders with no user action to retry them (a lazily rendered component): try a few times. */
export function withRetries<T>(load: () => Promise<T>, attempts = 4, firstDelayMs = 500): () => Promise<T> {
  return async () => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await load();
      } catch (error) {
        if (attempt >= attempts) throw error;
        await new Promise((resolve) => setTimeout(resolve, firstDelayMs * 2 ** (attempt - 1)));
      }
    }
  };
}
