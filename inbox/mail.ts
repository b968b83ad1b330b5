import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import { errorCode, type Log } from './log';
import type { Store } from './store';

export type Mailer = { sendMail: (message: Record<string, unknown>) => Promise<unknown>; close?: () => void };

export type DeliveryOptions = {
  store: Store;
  mailer: Mailer;
  log: Log;
  from: string;
  to: string;
  pollMs?: number;
  leaseMs?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  batch?: number;
  now?: () => number;
};

// Each timeout well inside the lease, so no other process takes a mail this one may still be sending.
export const SMTP_TIMEOUT_MS = 20_000;

export function smtpMailer(url: string): Mailer {
  const server = new URL(url);
  const secure = server.protocol === 'smtps:';
  return nodemailer.createTransport({
    host: server.hostname,
    port: Number(server.port) || (secure ? 465 : 587),
    secure,
    ...(server.username
      ? { auth: { user: decodeURIComponent(server.username), pass: decodeURIComponent(server.password) } }
      : {}),
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
}

type Stored = {
  reference?: string;
  kind?: string;
  subject?: string;
  message?: string;
  contact?: { email?: string } | null;
};

export const backoffMs = (attempts: number, base: number, max: number) =>
  Math.min(max, base * 2 ** Math.max(0, attempts - 1));

/** Mails each stored request to the desk from the queue in the database, marked sent only once the server took it. */
export function startDelivery(options: DeliveryOptions) {
  const { store, mailer, log, from, to, pollMs = 2000, leaseMs = 120_000, batch = 10, now = Date.now } = options;
  const baseDelayMs = options.baseDelayMs ?? 5000;
  const maxDelayMs = options.maxDelayMs ?? 3_600_000;
  const owner = randomUUID();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let stopped = false;
  let again = false;

  async function sendOne(due: { requestId: string; attempts: number; payload: string }) {
    const request = JSON.parse(due.payload) as Stored;
    const fields = { reference: request.reference, kind: request.kind, attempt: due.attempts };
    try {
      await mailer.sendMail({
        from,
        to,
        subject: request.subject ?? request.reference ?? 'Request',
        text: request.message ?? '',
        ...(request.contact?.email ? { replyTo: request.contact.email } : {}),
        // The same id on every attempt: a mail server or client that sees one twice can tell.
        messageId: `<${due.requestId}@inbox.vayujets>`,
      });
      await store.markSent(due.requestId, owner, now());
      log.info('mail sent', fields);
    } catch (error) {
      const wait = backoffMs(due.attempts, baseDelayMs, maxDelayMs);
      log.error('mail not sent', { ...fields, error: errorCode(error), retryInMs: wait });
      await store.markFailed(due.requestId, owner, now() + wait, errorCode(error)).catch(() => {});
    }
  }

  async function drain() {
    do {
      again = false;
      let due: Awaited<ReturnType<Store['leaseDeliveries']>> = [];
      try {
        due = await store.leaseDeliveries(owner, now(), leaseMs, batch);
      } catch (error) {
        log.error('mail queue unreadable', { error: errorCode(error) });
        return;
      }
      for (const item of due) await sendOne(item);
      if (due.length === batch) again = true;
    } while (again && !stopped);
  }

  function tick() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain().finally(() => {
      running = null;
      if (!stopped) timer = setTimeout(tick, pollMs);
    });
  }

  timer = setTimeout(tick, 0);
  return {
    /** A request was just stored: try now rather than at the next poll. */
    wake() {
      if (timer) clearTimeout(timer);
      tick();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      mailer.close?.();
    },
  };
}
