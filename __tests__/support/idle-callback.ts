/**
 * Stands in for the browser's requestIdleCallback: what the code asks to run when idle is held
 * until the test says the browser is idle.
 */
export function stubIdleCallback() {
  let held: (() => void) | undefined;
  window.requestIdleCallback = ((callback: () => void) => {
    held = callback;
    return 1;
  }) as typeof window.requestIdleCallback;
  return {
    /** Whether the code has asked for an idle moment. */
    waiting: () => held !== undefined,
    /** The browser is idle: runs what was asked for, and fails if nothing was. */
    run: () => {
      if (!held) throw new Error('Nothing is waiting for an idle moment.');
      const callback = held;
      held = undefined;
      callback();
    },
  };
}
