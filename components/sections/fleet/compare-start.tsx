'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { withRetries } from '@/lib/lazy-import';
import type { CompareLiveProps } from './compare-live';

// Compare's code (the choices, the address, the boxes, the status line, the figures) is not part
// of /fleet/'s first load: it loads on the first tick, or at once when the address names aircraft
// or the browser restored a ticked box. A dropped connection is retried with back-off.
const CompareLive = lazy(
  withRetries(() => import('./compare-live').then((module) => ({ default: module.CompareLive }))),
);

/** Loads Compare when it is first used, then renders it (a way to clear, the figures). */
export function CompareStart(props: CompareLiveProps) {
  const [live, setLive] = useState(false);
  useEffect(() => {
    const start = (event?: Event) => {
      if (!event || (event.target as HTMLElement).dataset.compare) setLive(true);
    };
    if (window.location.search.includes('compare=') || document.querySelector('[data-compare]:checked')) start();
    document.addEventListener('change', start);
    return () => document.removeEventListener('change', start);
  }, []);
  return (
    live && (
      <Suspense>
        <CompareLive {...props} />
      </Suspense>
    )
  );
}
