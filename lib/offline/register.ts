import { Serwist } from '@serwist/window';
import { WORKER_URL } from './offline-routes.mjs';

const HOUR = 60 * 60 * 1000;

export function registerWorker(onWaiting: (apply: () => void) => void): () => void {
  const worker = new Serwist(WORKER_URL, { scope: '/', type: 'classic', updateViaCache: 'none' });
  worker.addEventListener('waiting', () =>
    onWaiting(() => {
      worker.addEventListener('controlling', () => window.location.reload());
      worker.messageSkipWaiting();
    }),
  );
  void worker.register({ immediate: true }).catch(() => {});
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
