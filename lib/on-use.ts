/**
 * Code loaded on use (docs/loading-code.md). Call it to await the code, `preload()` to start the
 * fetch and forget it; `browserPart` (lib/browser-part.tsx) and `serverPart` (lib/server-part.tsx)
 * render a component from it.
 */
export type Loader<T> = {
  (): Promise<T>;
  preload: () => void;
  /** What the load gave, once it has. */
  peek: () => T | undefined;
};

const ATTEMPTS = 4;
const FIRST_DELAY_MS = 300;

// Offline, waiting is pointless: the `online` event fetches again.
const withBackOff = <T>(load: () => Promise<T>, attempt = 1): Promise<T> =>
  load().catch((error: unknown) =>
    attempt >= ATTEMPTS || !navigator.onLine
      ? Promise.reject(error)
      : new Promise((resolve) => setTimeout(resolve, FIRST_DELAY_MS * 2 ** (attempt - 1))).then(() =>
          withBackOff(load, attempt + 1),
        ),
  );

/**
 * Declare one at module level around `() => import('...')`. Success is kept; a failure (after
 * retries with back-off) is forgotten, so the next use fetches again, and so does the browser's
 * `online` event.
 */
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
