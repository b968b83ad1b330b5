/**
 * Runs `work` once, in a task of its own after the next frame, so the paint that answers an input
 * does not wait for it. A hidden tab draws no frames: there the timer runs it.
 */
export function afterPaint(work: () => void) {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    work();
  };
  requestAnimationFrame(() => setTimeout(run));
  setTimeout(run, 250);
}
