'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { onUse } from '@/lib/on-use';
import type { CompareLiveProps } from './compare-live';

// Compare's code (the choices, the address, the boxes, the status line, the figures) is not part
// of /fleet/'s first load: it loads on the first tick, or at once when the address names aircraft
// or the browser restored a ticked box. A dropped connection is retried with back-off.
const loadCompare = onUse(() => import('./compare-live').then((module) => module.CompareLive));

/** Loads Compare when it is first used, then renders it (a way to clear, the figures). */
export function CompareStart(props: CompareLiveProps) {
  const [CompareLive, setCompareLive] = useState<ComponentType<CompareLiveProps>>();
  useEffect(() => {
    // A fetch that still fails is tried again on the next tick.
    const start = (event?: Event) => {
      if (!event || (event.target as HTMLElement).dataset.compare)
        loadCompare().then(
          (Live) => setCompareLive(() => Live),
          () => {},
        );
    };
    if (window.location.search.includes('compare=') || document.querySelector('[data-compare]:checked')) start();
    document.addEventListener('change', start);
    return () => document.removeEventListener('change', start);
  }, []);
  return CompareLive && <CompareLive {...props} />;
}
