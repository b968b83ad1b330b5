import { BUILD_META, REGISTER_URL } from '@/lib/offline/offline-routes.mjs';

/** After the load and when the browser is idle, adds the worker's registration, on a page its build stamped. */
export function loadWorkerWhenIdle(): void {
  addEventListener('load', () => {
    if (!document.getElementsByName(BUILD_META).length) return;
    (self.requestIdleCallback ?? setTimeout)(
      () => {
        const script = document.createElement('script');
        script.src = REGISTER_URL;
        document.body.append(script);
      },
      { timeout: 2000 },
    );
  });
}
