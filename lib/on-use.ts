export type Loader<T> = {
  (): Promise<T>;
  preload: () => void;
  peek: () => T | undefined;
};

const ATTEMPTS = 4;
const FIRST_DELAY_MS = 300;

const withBackOff = <T>(load: () => Promise<T>, attempt = 1): Promise<T> =>
  load().catch((error: unknown) =>
    attempt >= ATTEMPTS || !navigator.onLine
      ? Promise.reject(error)
      : new Promise((resolve) => setTimeout(resolve, FIRST_DELAY_MS * 2 ** (attempt - 1))).then(() =>
          withBackOff(load, attempt + 1),
        ),
  );

export function onUse<T>(load: () => Promise<T>): Loader<T> {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  const loader = (() =>
    (pending ??= withBackOff(load).then(
      (value) => (loaded = value),
      (error: unknown) => {
        pending = undefined;
        // Registered once however often it fails: the same listener is not added twice.
        if (typeof window !== 'undefined') window.addEventListener('online', preload, { once: true });
        throw error;
      },
    ))) as Loader<T>;
  const preload = () => void loader().catch(() => {});
  loader.preload = preload;
  loader.peek = () => loaded;
  return loader;
}
