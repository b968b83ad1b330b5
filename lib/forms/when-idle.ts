'use client';

import { useEffect, useRef } from 'react';

/**
 * Runs `callback` once, after the page's load event and when the browser is idle, so what it
 * fetches never competes with the first load. It only fetches, so the first render's callback
 * will do, and running it after the component has gone is harmless.
 */
export function useWhenIdle(callback: () => void) {
  const first = useRef(callback);
  useEffect(() => {
    // Within 2 s of the load event even on a busy page; Safari has no requestIdleCallback.
    const idle = () => void (window.requestIdleCallback ?? setTimeout)(() => first.current(), { timeout: 2000 });
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  }, []);
}
