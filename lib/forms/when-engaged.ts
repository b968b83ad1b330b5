'use client';

import { useEffect, useRef } from 'react';
import { whenEngaged } from '@/lib/engagement';

// Runs `callback` once the page has loaded, the visitor has made a first input of any kind and the browser is idle.
export function useWhenEngaged(callback: () => void) {
  const first = useRef(callback);
  useEffect(() => whenEngaged(() => first.current()), []);
}
