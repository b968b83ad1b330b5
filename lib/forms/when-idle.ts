'use client';

import { useEffect, useRef } from 'react';

/**
 * Runs `callback` once the page has loaded and the browser is idle, so what it fetches never
 * competes with the first load. Returns a cancel function.
 */
export function whenIdle(callback: () => void): () => void {
  let cancel = () => {};
  const schedule = () => {
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(callback, { timeout: 4000 });
      cancel = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(callback, 200);
      cancel = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') schedule();
  else {
    window.addEventListener('load', schedule, { once: true });
    cancel = () => window.removeEventListener('load', schedule);
  }
  return () => cancel();
}

/** `whenIdle` for a component, once per mount: the callback only fetches, so the first one will do. */
export function useWhenIdle(callback: () => void) {
  const first = useRef(callback);
  useEffect(() => whenIdle(() => first.current()), []);
}
