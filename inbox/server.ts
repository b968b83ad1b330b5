import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { configuredOptions, createApp, type AppOptions } from './app';
import type { InboxConfig } from './config';
import { migrate, openDatabase } from './db';
import { createLog, type Log } from './log';
import { smtpMailer, startDelivery, type DeliveryOptions, type Mailer } from './mail';
import { startRetention } from './retention';
import { createStore } from './store';

export type StartOptions = {
  log?: Log;
  mailer?: Mailer;
  delivery?: Partial<Pick<DeliveryOptions, 'pollMs' | 'leaseMs' | 'baseDelayMs' | 'maxDelayMs'>>;
  beforeCommit?: AppOptions['beforeCommit'];
};

export async function startInbox(config: InboxConfig, options: StartOptions = {}) {
  const log = options.log ?? createLog();
  const started = performance.now();
  const { db, engine } = openDatabase(config.databaseUrl, {
    busyTimeoutMs: config.busyTimeoutMs,
    synchronous: config.sqliteSynchronous,
  });
  await migrate(db);
  const store = createStore(db, engine);

  const mailer = options.mailer ?? (config.smtpUrl ? smtpMailer(config.smtpUrl) : null);
  if (!mailer) log.info('mail is off: INBOX_SMTP_URL is not set, requests are kept for the desk screen');
  const delivery = mailer
    ? startDelivery({ store, mailer, log, from: config.mailFrom, to: config.deskEmail, ...options.delivery })
    : null;
  const retention = startRetention(store, config.retentionDays, log);

  let active = 0;
  let idle: (() => void) | null = null;
  const app = createApp({
    store,
    log,
    ...configuredOptions(config),
    queueMail: mailer !== null,
    onStored: () => delivery?.wake(),
    beforeCommit: options.beforeCommit,
  });

  const server = serve({
    hostname: config.host,
    port: config.port,
    fetch: async (request, env) => {
      active += 1;
      try {
        return await app.fetch(request, env);
      } finally {
        active -= 1;
        if (active === 0) idle?.();
      }
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  log.info('inbox listening', {
    url,
    database: engine,
    mail: mailer !== null,
    ms: Math.round(performance.now() - started),
  });

  let stopping: Promise<void> | null = null;
  return {
    url,
    port,
    store,
    /** Takes no new connection, answers every request already begun, then closes the database. */
    stop() {
      stopping ??= (async () => {
        log.info('inbox stopping', { active });
        const closed = new Promise((resolve) => server.close(resolve));
        if ('closeIdleConnections' in server) server.closeIdleConnections();
        if (active > 0) await new Promise<void>((resolve) => (idle = resolve));
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([closed, new Promise((resolve) => (timer = setTimeout(resolve, 5000)))]);
        clearTimeout(timer);
        if ('closeAllConnections' in server) server.closeAllConnections();
        await delivery?.stop();
        await retention.stop();
        await store.close();
        log.info('inbox stopped');
      })();
      return stopping;
    },
  };
}
