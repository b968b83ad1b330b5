'use client';

import { useEffect, useState, type ComponentType } from 'react';

/**
 * The layout's one line of offline support, kept to a few bytes of first-load script: the worker's
 * registration, the "new version" notice and the install hint load once the page has loaded and
 * is idle (docs/offline.md).
 */
export function OfflineSupport() {
  const [Extras, setExtras] = useState<ComponentType | null>(null);
  useEffect(() => {
    const load = () =>
      (window.requestIdleCallback ?? setTimeout)(() =>
        import('./offline-extras').then(
          (module) => setExtras(() => module.OfflineExtras),
          () => {},
        ),
      );
    if (document.readyState === 'complete') load();
    else window.addEventListener('load', load, { once: true });
    return () => window.removeEventListener('load', load);
  }, []);
  return Extras ? <Extras /> : null;
}
