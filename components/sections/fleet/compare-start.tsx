'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { onUse } from '@/lib/on-use';
import type { CompareLiveProps } from './compare-live';

const loadCompare = onUse(() => import('./compare-live').then((module) => module.CompareLive));

export function CompareStart(props: CompareLiveProps) {
  const [CompareLive, setCompareLive] = useState<ComponentType<CompareLiveProps>>();
  useEffect(() => {
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
