export const CPU_SLOWDOWN: number;
export function cpuBlockingTime(
  traceEvents: ReadonlyArray<{
    name: string;
    ph?: string;
    pid: number;
    tid: number;
    ts: number;
    dur?: number;
    tdur?: number;
    args?: { beginData?: { url?: string } };
  }>,
  url: string,
  slowdown?: number,
): number;
