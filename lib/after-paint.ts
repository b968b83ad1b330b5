/**
 * Runs `work` once, in a task of its own after the next frame, so the paint that answers an input
 * does not wait for it. A hidden tab draws no frames: there the timer runs it.
 */
export function afterPaint(work: () => void) {
  let done = false;
  const run = () => done || ((done = true), work());
  requestAnimationFrame(() => setTimeout(run));
  setTimeout(run, 250);
}

/** Resolves after the next frame (see afterPaint): await it before work an input's paint need not wait for. */
export const nextPaint = () => new Promise<void>((resolve) => afterPaint(resolve));
