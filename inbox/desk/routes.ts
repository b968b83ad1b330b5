import type { Context, Hono, Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { deskMessages as M } from '@/content/desk-messages';
import type { DeskConfig } from '../config';
import { STATUSES, type Db, type Engine, type RequestStatus } from '../db';
import type { Log } from '../log';
import { createAuth, isSameOrigin } from './auth';
import { csvOf } from './csv';
import { fill } from './layout';
import { queuePage } from './queue-page';
import { requestPage } from './request-page';
import { signInPage } from './sign-in-page';
import { parseChange } from './status-form';
import { createDeskStore, type QueueCursor, type QueueFilter } from './store';
import { DESK_CSS } from './style';

export const PAGE_SIZE = 50;
const CSV_MAX = 100_000;

const CSP = [
  "default-src 'none'",
  "style-src 'self'",
  "img-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

type Options = {
  db: Db;
  engine: Engine;
  config: DeskConfig;
  log: Log;
  now: () => number;
  clientOf: (c: Context) => string;
};

const isStatus = (value: unknown): value is RequestStatus => STATUSES.some((status) => status === value);
const KIND = /^[a-z-]{1,40}$/;

function filterOf(c: Context): QueueFilter {
  const status = c.req.query('status');
  const kind = c.req.query('kind');
  const search = c.req.query('q')?.trim().slice(0, 100);
  return {
    ...(isStatus(status) ? { status } : {}),
    ...(kind && KIND.test(kind) ? { kind } : {}),
    ...(search ? { search } : {}),
  };
}

function cursorOf(value: string | undefined): QueueCursor | undefined {
  const match = /^(\d{1,15})\.([\w-]{1,64})$/.exec(value ?? '');
  return match ? { at: Number(match[1]), id: match[2] } : undefined;
}

const formText = (form: Record<string, unknown>, name: string) =>
  typeof form[name] === 'string' ? (form[name] as string) : '';

/** The desk screen at /desk/: server-rendered pages behind a session, every change a same-origin form post. */
export function addDeskRoutes(app: Hono, { db, engine, config, log, now, clientOf }: Options) {
  const desk = createDeskStore(db, engine);
  const auth = createAuth(desk, config, now);
  const userOf = new WeakMap<Request, { email: string; sessionId: string }>();

  app.get('/desk', (c) => c.redirect('/desk/', 301));

  app.use('/desk/*', async (c, next) => {
    await next();
    c.header('Content-Security-Policy', CSP);
    c.header('X-Robots-Tag', 'noindex, nofollow');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'no-referrer');
    c.header('X-Frame-Options', 'DENY');
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });

  app.use('/desk/*', async (c, next) => {
    if (c.req.method !== 'POST') return next();
    if (!isSameOrigin(c)) {
      log.info('desk post refused', { reason: 'cross-site' });
      return c.text(M.crossSite, 403);
    }
    return next();
  });
  app.use('/desk/*', bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.text(M.request.tooLong, 413) }));

  const signedIn = async (c: Context, next: Next) => {
    const sessionId = auth.sessionIdOf(c);
    const email = await auth.userOfSession(sessionId);
    if (!email || !sessionId) {
      if (sessionId) auth.clearSessionCookie(c);
      return c.redirect(sessionId ? '/desk/sign-in?ended=1' : '/desk/sign-in', 303);
    }
    userOf.set(c.req.raw, { email, sessionId });
    return next();
  };
  const user = (c: Context) => userOf.get(c.req.raw)!;

  app.get('/desk/desk.css', (c) => {
    c.header('Content-Type', 'text/css; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(DESK_CSS);
  });

  app.get('/desk/sign-in', async (c) => {
    if (await auth.userOfSession(auth.sessionIdOf(c))) return c.redirect('/desk/', 303);
    const notice = c.req.query('signed-out') ? M.signIn.signedOut : c.req.query('ended') ? M.signIn.expired : undefined;
    return c.html(signInPage({ notice }));
  });

  app.post('/desk/sign-in', async (c) => {
    const form = await c.req.parseBody();
    const email = formText(form, 'email').trim().slice(0, 320);
    const password = formText(form, 'password').slice(0, 1024);
    const previous = auth.sessionIdOf(c);
    const result = await auth.signIn(email, password, clientOf(c));
    log.info('desk sign-in', { outcome: result.outcome });
    if (result.outcome === 'locked') {
      c.header('Retry-After', String(result.minutes * 60));
      return c.html(signInPage({ email, error: fill(M.signIn.lockedOut, { minutes: result.minutes }) }), 429);
    }
    if (result.outcome === 'wrong') return c.html(signInPage({ email, error: M.signIn.wrong }), 401);
    // Whatever session this browser had is ended: the signed-in one is always new.
    if (previous) await auth.endSession(previous);
    auth.setSessionCookie(c, result.sessionId);
    return c.redirect('/desk/', 303);
  });

  app.post('/desk/sign-out', signedIn, async (c) => {
    await auth.endSession(user(c).sessionId);
    auth.clearSessionCookie(c);
    return c.redirect('/desk/sign-in?signed-out=1', 303);
  });

  app.post('/desk/sign-out-everywhere', signedIn, async (c) => {
    await auth.endEverySession(user(c).email);
    auth.clearSessionCookie(c);
    return c.redirect('/desk/sign-in?signed-out=1', 303);
  });

  app.get('/desk/', signedIn, async (c) => {
    const filter = filterOf(c);
    const before = cursorOf(c.req.query('before'));
    const rows = await desk.queue(filter, PAGE_SIZE + 1, before);
    const shown = rows.slice(0, PAGE_SIZE);
    const last = shown.at(-1);
    const older = rows.length > PAGE_SIZE && last ? `${last.received_at}.${last.id}` : null;
    return c.html(queuePage(user(c).email, filter, shown, older, before !== undefined));
  });

  app.get('/desk/export.csv', signedIn, async (c) => {
    const rows = await desk.queue(filterOf(c), CSV_MAX);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="${M.csv.file}"`);
    return c.body(csvOf(rows));
  });

  const showRequest = async (
    c: Context,
    status: 200 | 409 | 422,
    notice?: string,
    problem?: Parameters<typeof requestPage>[4],
  ) => {
    const id = c.req.param('id') ?? '';
    const request = await desk.requestOf(id);
    if (!request) return c.text(M.notFound, 404);
    return c.html(requestPage(user(c).email, request, await desk.historyOf(id), notice, problem), status);
  };

  app.get('/desk/requests/:id', signedIn, (c) =>
    showRequest(c, 200, c.req.query('changed') ? M.request.changed : undefined),
  );

  app.post('/desk/requests/:id/status', signedIn, async (c) => {
    const id = c.req.param('id') ?? '';
    const request = await desk.requestOf(id);
    if (!request) return c.text(M.notFound, 404);
    const form = await c.req.parseBody();
    const values = Object.fromEntries(
      Object.entries(form).map(([key, value]) => [key, typeof value === 'string' ? value : '']),
    );
    const change = parseChange(values);
    if (!change.ok) return showRequest(c, 422, undefined, { to: change.to, message: change.message, values });
    const outcome = await desk.changeStatus({ ...change.change, id, by: user(c).email, now: now() });
    if (outcome === 'stale') return showRequest(c, 409, M.request.stale);
    log.info('desk status changed', {
      reference: request.reference,
      kind: request.kind,
      from: change.change.from,
      to: change.change.to,
    });
    return c.redirect(`/desk/requests/${encodeURIComponent(id)}?changed=1`, 303);
  });
}
