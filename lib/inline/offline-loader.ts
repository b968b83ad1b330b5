import { BUILD_META, REGISTER_URL } from '@/lib/offline/offline-routes.mjs';

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
