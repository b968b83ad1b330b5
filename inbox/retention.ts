import { errorCode, type Log } from './log';
import type { Store } from './store';

const DAY_MS = 86_400_000;

// What stays of a closed request past retention: what it was and when, not who asked or what they wrote.
export function redacted(payload: string): string {
  const request = JSON.parse(payload) as Record<string, unknown>;
  return JSON.stringify({ ...request, message: '', fields: [], notes: [], contact: null });
}

export async function redactClosed(store: Store, retentionDays: number, now: number, log: Log): Promise<number> {
  let count = 0;
  for (;;) {
    const rows = await store.closedToRedact(now - retentionDays * DAY_MS, 200);
    for (const row of rows) await store.redact(row.id, redacted(row.payload), now);
    count += rows.length;
    if (rows.length < 200) break;
  }
  if (count > 0) log.info('contact details removed', { requests: count, retentionDays });
  return count;
}

export function startRetention(store: Store, retentionDays: number, log: Log, everyMs = 3_600_000) {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = redactClosed(store, retentionDays, Date.now(), log).catch((error) =>
      log.error('retention failed', { error: errorCode(error) }),
    );
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
