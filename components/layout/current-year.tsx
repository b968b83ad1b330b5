'use client';

import { useSyncExternalStore } from 'react';
import { mumbaiYear } from '@/lib/time/mumbai';

const noSubscribe = () => () => {};

/**
 * The year in Mumbai when the page is viewed. The exported HTML carries the build's year (all a
 * page without JavaScript can say); the browser swaps in today's, so a page built in December
 * reads correctly on 1 January.
 */
export function CurrentYear({ builtIn }: { builtIn: number }) {
  const year = useSyncExternalStore(
    noSubscribe,
    () => mumbaiYear(),
    () => builtIn,
  );
  return <>{year}</>;
}
