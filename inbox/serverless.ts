import { Hono } from 'hono';
import { inboxMessages as M } from '@/content/inbox-messages';
import { BUSY_RETRY_S, configuredOptions, createApp } from './app';
import { loadConfig } from './config';
import { migrate, openDatabase } from './db';
import { createLog, errorCode, type Log } from './log';
import { smtpMailer, startDelivery, type Mailer } from './mail';
import { createStore } from './store';

export type ServerlessOptions = {
  env?: Record<string, string | undefined>;
  log?: Log;
  mailer?: Mailer;
  /** Where the platform mounts the function, e.g. `/api/inbox`: the routes are `${basePath}/requests`. */
  basePath?: string;
};

/** The inbox as a fetch handler: one database pool per warm instance, opened and migrated on its first request. */
export function createServerlessInbox(options: ServerlessOptions = {}) {
  // The function's own host sits behind the platform's proxy: the client is its X-Forwarded-For.
  const config = loadConfig({ INBOX_TRUST_PROXY: '1', ...(options.env ?? process.env) });
  const log = options.log ?? createLog();
  const mailerOf = (): Mailer | null => options.mailer ?? (config.smtpUrl ? smtpMailer(config.smtpUrl) : null);
  const { db, engine } = openDatabase(config.databaseUrl, {
    busyTimeoutMs: config.busyTimeoutMs,
    synchronous: config.sqliteSynchronous,
    poolMax: 2,
  });
  const store = createStore(db, engine);
  let ready: Promise<void> | null = null;
  const migrated = () =>
    (ready ??= migrate(db).catch((error: unknown) => {
      ready = null;
      throw error;
    }));

  const app = createApp({
    store,
    log,
    ...configuredOptions(config),
    queueMail: options.mailer !== undefined || config.smtpUrl !== null,
  });
  const routed = options.basePath ? new Hono().route(options.basePath, app) : app;

  return {
    store,
    async fetch(request: Request): Promise<Response> {
      try {
        await migrated();
      } catch (error) {
        log.error('database not ready', { error: errorCode(error) });
        return Response.json({ error: M.busy }, { status: 503, headers: { 'Retry-After': String(BUSY_RETRY_S) } });
      }
      return routed.fetch(request);
    },
    /** One pass over the mail queue, for a scheduled function: sends what is due, then returns. */
    async deliverMail(): Promise<void> {
      const mailer = mailerOf();
      if (!mailer) return;
      await migrated();
      const delivery = startDelivery({ store, mailer, log, from: config.mailFrom, to: config.deskEmail });
      delivery.wake();
      await delivery.stop();
    },
    close: () => store.close(),
  };
}

let shared: ReturnType<typeof createServerlessInbox> | null = null;

/** `export { default } from './inbox/serverless'` in a platform's function file: configured by the INBOX_ variables. */
export default function handler(request: Request): Promise<Response> {
  shared ??= createServerlessInbox();
  return shared.fetch(request);
}
