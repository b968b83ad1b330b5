// One JSON object a line. Callers pass only what names a request (reference, kind, status, timings), never what was typed.
export type LogFields = Record<string, string | number | boolean | null | undefined>;
export type Log = {
  info: (event: string, fields?: LogFields) => void;
  error: (event: string, fields?: LogFields) => void;
};

export function createLog(write: (line: string) => void = (line) => process.stdout.write(line)): Log {
  const emit = (level: string, event: string, fields: LogFields = {}) =>
    write(`${JSON.stringify({ time: new Date().toISOString(), level, event, ...fields })}\n`);
  return {
    info: (event, fields) => emit('info', event, fields),
    error: (event, fields) => emit('error', event, fields),
  };
}

/** An error's code or class, never its message: a driver's message may quote a value. */
export const errorCode = (error: unknown): string => {
  const { code, name } = (error ?? {}) as { code?: unknown; name?: unknown };
  return typeof code === 'string' || typeof code === 'number'
    ? String(code)
    : typeof name === 'string'
      ? name
      : 'Error';
};
