import { CPU_SLOWDOWN, cpuBlockingTime } from '@/scripts/lib/cpu-blocking-time.mjs';

const URL = 'http://127.0.0.1:4410/about/';
const PAGE = { pid: 7, tid: 1 };
const ms = 1000;

/** A top-level task on the page's main thread: wall-clock and thread time in ms from the trace's start. */
function task(startMs: number, wallMs: number, threadMs: number, thread = PAGE) {
  return { name: 'RunTask', ph: 'X', ...thread, ts: startMs * ms, dur: wallMs * ms, tdur: threadMs * ms };
}

const PARSE_HTML = { name: 'ParseHTML', ph: 'X', ...PAGE, ts: 10 * ms, dur: 5 * ms, args: { beginData: { url: URL } } };

function trace(...tasks: ReturnType<typeof task>[]) {
  return [PARSE_HTML, { name: 'firstContentfulPaint', ph: 'I', ...PAGE, ts: 100 * ms }, ...tasks];
}

describe('cpuBlockingTime', () => {
  it('scales each task by its thread time, not its wall-clock length', () => {
    // 30 ms of CPU is 120 ms on the modelled phone: 70 ms over the threshold, however long it waited.
    expect(CPU_SLOWDOWN).toBe(4);
    expect(cpuBlockingTime(trace(task(200, 300, 30)), URL)).toBe(70);
  });

  it('scales by the slowdown it is given, for a bench run standing in for a slower host', () => {
    // 12 ms of CPU blocks nothing at 4x (48 ms) and 70 ms at 10x (120 ms).
    expect(cpuBlockingTime(trace(task(200, 20, 12)), URL)).toBe(0);
    expect(cpuBlockingTime(trace(task(200, 20, 12)), URL, 10)).toBe(70);
  });

  it('adds up the blocking part of every task after the first contentful paint', () => {
    expect(cpuBlockingTime(trace(task(200, 30, 30), task(400, 60, 20), task(600, 10, 10)), URL)).toBe(70 + 30);
  });

  it('leaves out tasks at or under the threshold once scaled', () => {
    expect(cpuBlockingTime(trace(task(200, 80, 12.5), task(300, 20, 12)), URL)).toBe(0);
  });

  it('leaves out tasks that ended before the first contentful paint', () => {
    expect(cpuBlockingTime(trace(task(20, 70, 70)), URL)).toBe(0);
  });

  it('counts the share after the first paint of a task that straddles it', () => {
    // Half of its wall-clock length falls after the paint: 200 ms scaled, 100 ms of it counted.
    expect(cpuBlockingTime(trace(task(80, 40, 50)), URL)).toBe(50);
  });

  it('counts only the page main thread and only outermost tasks', () => {
    const otherThread = task(200, 100, 100, { pid: 7, tid: 2 });
    const otherProcess = task(200, 100, 100, { pid: 8, tid: 1 });
    const nested = task(210, 20, 20);
    expect(cpuBlockingTime(trace(task(200, 40, 40), nested, otherThread, otherProcess), URL)).toBe(110);
  });

  it('is NaN when the trace cannot say', () => {
    expect(cpuBlockingTime(trace(task(200, 40, 40)), 'http://127.0.0.1:4410/other/')).toBeNaN();
    expect(cpuBlockingTime(trace(), URL)).toBeNaN();
    expect(cpuBlockingTime([...trace(), { ...task(200, 40, 40), tdur: undefined }], URL)).toBeNaN();
    // No first contentful paint in the trace.
    expect(cpuBlockingTime([PARSE_HTML, task(200, 40, 40)], URL)).toBeNaN();
  });
});
