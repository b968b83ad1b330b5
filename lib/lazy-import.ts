// Memoises success only: one dropped connection must not break a feature until a reload.
export function retryableImport<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

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
