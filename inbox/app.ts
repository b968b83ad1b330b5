import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { inboxMessages as M } from '@/content/inbox-messages';
import { checkRequest, PAYLOAD_MAX_BYTES } from '@/lib/schemas/requests/payload';
import { bodyHash } from './canonical';
import { loadConfig, type DeskConfig, type InboxConfig } from './config';
import { addDeskRoutes } from './desk/routes';
import { errorCode, type Log } from './log';
import { createRateLimit } from './rate-limit';
import { addStatusRoutes } from './status-api';
import { createStatusStore } from './status-store';
import { hashOf, newToken } from './status-token';
import type { Answer, Store } from './store';

export type AppOptions = {
  store: Store;
  log: Log;
  allowedOrigins: string[];
  rateLimitPerMinute: number;
  trustProxy?: boolean;
  queueMail: boolean;
  onStored?: () => void;
  now?: () => number;
  /** Tests hold a request here, its key in flight and nothing written yet, to see what a repeat meets meanwhile. */
  beforeCommit?: () => Promise<void>;
  desk?: DeskConfig;
};

/** What every way of serving the inbox takes from its configuration. */
export const configuredOptions = (config: InboxConfig) => ({
  allowedOrigins: config.allowedOrigins,
  rateLimitPerMinute: config.rateLimitPerMinute,
  trustProxy: config.trustProxy,
  desk: config.desk,
});

const IN_PROGRESS_RETRY_S = 1;
export const BUSY_RETRY_S = 5;
// PostgreSQL: another instance holds this key's row and has not committed yet.
const LOCK_TIMEOUT = '55P03';

function clientOf(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

export function createApp(options: AppOptions) {
  const { store, log, allowedOrigins, queueMail, now = Date.now } = options;
  const allowed = new Set(allowedOrigins);
  const limit = createRateLimit(options.rateLimitPerMinute, now);
  // Keys this process is storing right now: a repeat meanwhile is told to come back, not stored twice.
  const inFlight = new Set<string>();
  const app = new Hono();
  const statuses = createStatusStore(store.db);

  const refuse = (c: Context, status: number, error: string, retryAfter?: number) => {
    if (retryAfter !== undefined) c.header('Retry-After', String(retryAfter));
    return c.json({ error }, status as 400);
  };

  app.use(
    '/requests',
    cors({
      origin: (origin) => (allowed.has(origin) ? origin : null),
      allowMethods: ['POST'],
      allowHeaders: ['Content-Type', 'Idempotency-Key'],
      exposeHeaders: ['Retry-After'],
      credentials: false,
      maxAge: 600,
    }),
  );

  app.post(
    '/requests',
    async (c, next) => {
      const origin = c.req.header('origin');
      if (origin !== undefined && !allowed.has(origin)) return refuse(c, 403, M.origin);
      const wait = limit.take(clientOf(c, options.trustProxy ?? false));
      if (wait > 0) return refuse(c, 429, M.tooMany, wait);
      return next();
    },
    bodyLimit({ maxSize: PAYLOAD_MAX_BYTES, onError: (c) => refuse(c, 413, M.tooLarge) }),
    async (c) => {
      const started = performance.now();
      const key = c.req.header('idempotency-key')?.trim();
      if (!key) return refuse(c, 400, M.keyMissing);
      let body: unknown;
      try {
        body = JSON.parse(await c.req.text());
      } catch {
        return refuse(c, 400, `body: ${M.notJson}`);
      }
      const checked = checkRequest(body);
      if (!checked.ok) {
        log.info('request refused', { status: checked.status, reason: checked.error.split(':')[0] });
        return refuse(c, checked.status, checked.error);
      }
      if (checked.id !== key) return refuse(c, 400, M.keyMismatch);
      const { kind, reference } = checked;
      if (inFlight.has(key)) return refuse(c, 409, M.inProgress, IN_PROGRESS_RETRY_S);
      inFlight.add(key);
      try {
        const token = newToken();
        const at = now();
        const answer: Answer = {
          status: 201,
          body: { reference, id: key, status: 'received', receivedAt: new Date(at).toISOString() },
        };
        const quote = (body as { quote?: unknown }).quote;
        const taken = await store.take(
          {
            id: key,
            kind,
            reference,
            quote: typeof quote === 'string' ? quote : null,
            bodyHash: bodyHash(body),
            payload: JSON.stringify(body),
            answer,
            now: at,
            queueMail,
            statusTokenHash: hashOf(token),
          },
          options.beforeCommit,
        );
        const ms = Math.round(performance.now() - started);
        if (taken.outcome === 'different') {
          log.info('request refused', { reference, kind, status: 422, reason: 'key reused', ms });
          return refuse(c, 422, M.keyReused);
        }
        log.info(taken.outcome === 'stored' ? 'request stored' : 'request replayed', {
          reference,
          kind,
          status: taken.answer.status,
          ms,
        });
        if (taken.outcome === 'stored') options.onStored?.();
        else {
          await statuses.rotateToken(key, hashOf(token));
          c.header('Idempotent-Replayed', 'true');
        }
        return c.json({ ...taken.answer.body, statusToken: token }, taken.answer.status as 201);
      } catch (error) {
        const code = errorCode(error);
        log.error('request not stored', { reference, kind, error: code, ms: Math.round(performance.now() - started) });
        if (code === LOCK_TIMEOUT) return refuse(c, 409, M.inProgress, IN_PROGRESS_RETRY_S);
        return refuse(c, 503, M.busy, BUSY_RETRY_S);
      } finally {
        inFlight.delete(key);
      }
    },
  );

  addStatusRoutes(app, { statuses, allowed, now });
  addDeskRoutes(app, {
    db: store.db,
    engine: store.engine,
    config: options.desk ?? loadConfig({}).desk,
    log,
    now,
    clientOf: (c) => clientOf(c, options.trustProxy ?? false),
  });

  app.get('/healthz', async (c) => {
    try {
      await store.ping();
      return c.json({ ok: true, database: store.engine });
    } catch (error) {
      log.error('health check failed', { error: errorCode(error) });
      return refuse(c, 503, M.busy, BUSY_RETRY_S);
    }
  });

  app.notFound((c) => c.json({ error: M.notFound }, 404));
  app.onError((error, c) => {
    log.error('unexpected error', { error: errorCode(error) });
    return refuse(c, 503, M.busy, BUSY_RETRY_S);
  });

  return app;
}
