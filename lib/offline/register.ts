import { Serwist } from '@serwist/window';
import { WORKER_URL } from './offline-routes.mjs';

const HOUR = 60 * 60 * 1000;

/**
 * Registers the service worker and reports a new version waiting to take over. `onWaiting` gets
 * the function that lets it take over and then reloads the page: only the visitor's click calls
 * it, so nothing typed is lost to an update (docs/offline.md). Returns a clean-up.
 */
export function registerWorker(onWaiting: (apply: () => void) => void): () => void {
  // updateViaCache 'none': every update check asks the host for /sw.js itself.
  const worker = new Serwist(WORKER_URL, { scope: '/', type: 'classic', updateViaCache: 'none' });
  worker.addEventListener('waiting', () =>
    onWaiting(() => {
      worker.addEventListener('controlling', () => window.location.reload());
      worker.messageSkipWaiting();
    }),
  );
  void worker.register({ immediate: true }).catch(() => {});
  // A page left open (a lounge, a long drive) learns of a deploy when it is looked at again, when
  // the connection returns and every hour, not only on its next full load.
  const check = () => {
    if (document.visibilityState === 'visible' && navigator.onLine) void worker.update().catch(() => {});
  };
  window.addEventListener('online', check);
  document.addEventListener('visibilitychange', check);
  const timer = window.setInterval(check, HOUR);
  return () => {
    window.removeEventListener('online', check);
    document.removeEventListener('visibilitychange', check);
    window.clearInterval(timer);
  };
}
