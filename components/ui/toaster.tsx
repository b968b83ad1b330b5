'use client';

import { useEffect, useRef, useState, type ComponentType } from 'react';
import { afterPaint } from '@/lib/after-paint';
import { onUse } from '@/lib/on-use';
import { registerToaster } from '@/lib/toast';

const loadToaster = onUse(() => import('./sonner').then((module) => module.Toaster));

// Only an interaction can lead to a toast: a visit that only reads downloads none of it.
const FIRST_INTERACTION = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

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
    const early = () => {
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, early, true);
      afterPaint(() => mount().catch(() => {}));
    };
    for (const type of FIRST_INTERACTION) window.addEventListener(type, early, { capture: true, passive: true });
    return () => {
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, early, true);
    };
  }, []);

  useEffect(() => {
    if (Toaster) mounted.current();
  }, [Toaster]);

  return Toaster ? <Toaster /> : null;
}
