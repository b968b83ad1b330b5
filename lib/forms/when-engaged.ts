'use client';

import { useEffect, useRef } from 'react';
import { whenEngaged } from '@/lib/engagement';

/**
 * Runs `callback` once the page has loaded, the visitor has made a first input of any kind and the
 * browser is idle (`whenEngaged`), so what it fetches is never part of a visit that only reads. It
 * only fetches, so the first render's callback will do, and running it after the component has
 * gone is harmless.
 */
export function useWhenEngaged(callback: () => void) {
  const first = useRef(callback);
  useEffect(() => whenEngaged(() => first.current()), []);
}
