'use client';

import { useEffect, useRef, useState, type ComponentType } from 'react';
import { retryableImport } from '@/lib/lazy-import';
import { registerToaster } from '@/lib/toast';

const loadToaster = retryableImport(() => import('./sonner').then((module) => module.Toaster));

/**
 * The toast region, loaded after hydration: no page needs it for its first paint. If its chunk
 * cannot be fetched, the page carries on and the next toast asks for it again.
 */
export function LazyToaster() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  const mounted = useRef<() => void>(() => {});
  const ready = useRef<Promise<void> | null>(null);

  useEffect(() => {
    const mount = () =>
      (ready.current ??= loadToaster()
        .then(
          (component) =>
            new Promise<void>((resolve) => {
              mounted.current = resolve;
              setToaster(() => component);
            }),
        )
        .catch((error: unknown) => {
          ready.current = null;
          throw error;
        }));
    registerToaster(mount);
    mount().catch(() => {});
  }, []);

  useEffect(() => {
    if (Toaster) mounted.current();
  }, [Toaster]);

  return Toaster ? <Toaster /> : null;
}
