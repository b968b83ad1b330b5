// Runs `work` once, in a task of its own after the next frame, so the paint that answers an input does not wait for it.
export function afterPaint(work: () => void) {
  let done = false;
  const run = () => done || ((done = true), work());
  requestAnimationFrame(() => setTimeout(run));
  setTimeout(run, 250);
}

export const nextPaint = () => new Promise<void>((resolve) => afterPaint(resolve));
