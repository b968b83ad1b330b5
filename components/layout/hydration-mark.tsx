'use client';
import { useEffect } from 'react';

/**
 * Sets <html data-hydrated> once React has hydrated the page. Chunks load after the first paint
 * (scripts/lib/paint-first.mjs), so the end-to-end tests wait for this mark before they interact.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
