// Total Blocking Time from the main thread's CPU time, read from a Lighthouse trace.
//
// Lighthouse's simulated TBT scales each main-thread task's wall-clock length by the slowdown it
// models (4x on mobile). On a 2-core machine a task's wall-clock length includes time the thread
// spent waiting for a core or for another thread (raster, compositor, the servers the bench runs),
// so the same page's TBT swings by a third between runs and grows with everything else the page
// loads at once. A task's thread time (`tdur` in the trace) counts only the CPU it used: scaled by
// the same factor, it measures the work the page asks of a slow phone, not the host's contention.

export const CPU_SLOWDOWN = 4;
const BLOCKING_THRESHOLD_MS = 50;

/**
 * TBT in ms from the first contentful paint to the end of the trace, each top-level task of the
 * page's main thread counted at its thread time times the slowdown (Lighthouse's, CPU_SLOWDOWN by
 * default). NaN when the trace does not show the page's main thread, its first contentful paint,
 * or thread times.
 */
export function cpuBlockingTime(traceEvents, url, slowdown = CPU_SLOWDOWN) {
  const main = traceEvents.find((event) => event.name === 'ParseHTML' && event.args?.beginData?.url === url);
  if (!main) return Number.NaN;
  const onMain = (event) => event.pid === main.pid && event.tid === main.tid;
  const fcp = traceEvents.find((event) => event.name === 'firstContentfulPaint' && event.pid === main.pid)?.ts;
  const tasks = traceEvents.filter((event) => onMain(event) && event.name === 'RunTask' && event.ph === 'X');
  if (fcp === undefined || !tasks.length || tasks.some((task) => task.tdur === undefined)) return Number.NaN;

  // A nested run loop can start a task inside another: only the outermost is a task of its own.
  const topLevel = tasks.filter(
    (task) =>
      !tasks.some((outer) => outer !== task && outer.ts <= task.ts && task.ts + task.dur <= outer.ts + outer.dur),
  );
  let blocking = 0;
  for (const task of topLevel) {
    const end = task.ts + task.dur;
    if (end <= fcp) continue;
    // A task that straddles the first paint counts for its share after it, as Lighthouse clips.
    const shareAfterPaint = task.ts >= fcp ? 1 : (end - fcp) / Math.max(task.dur, 1);
    const length = ((task.tdur * slowdown) / 1000) * shareAfterPaint;
    if (length > BLOCKING_THRESHOLD_MS) blocking += length - BLOCKING_THRESHOLD_MS;
  }
  return blocking;
}
