'use client';

import { useRef, useState } from 'react';

// One submission at a time: while `task` runs, a second press, a double-click or Enter pressed again is ignored.
export function useSubmitOnce<A extends unknown[]>(task: (...args: A) => unknown) {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = async (...args: A) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await task(...args);
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return { run, busy };
}
