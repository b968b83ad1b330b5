import type { Context, Hono } from 'hono';
import { cors } from 'hono/cors';
import { inboxMessages as M } from '@/content/inbox-messages';
import { visitorStatusOf, type StatusStore } from './status-store';
import { bearerOf, sameHash } from './status-token';

type Options = { statuses: StatusStore; allowed: Set<string>; now: () => number };

// One answer for an unknown id, a wrong token and a garbled header: none tells a guesser anything.
const notFound = (c: Context) => {
  c.header('Cache-Control', 'no-store');
  return c.json({ error: M.statusNotFound }, 404);
};

/** The visitor's own view of a request, opened by the token the 201 carried; no cookie, no personal data. */
export function addStatusRoutes(app: Hono, { statuses, allowed, now }: Options) {
  const visitorCors = cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    allowMethods: ['GET', 'DELETE', 'OPTIONS'],
    allowHeaders: ['Authorization'],
    credentials: false,
    maxAge: 600,
  });
  app.use('/requests/:id/status', visitorCors);
  app.use('/requests/:id', visitorCors);

  const authorised = async (c: Context) => {
    const token = bearerOf(c.req.header('authorization'));
    if (!token) return null;
    const row = await statuses.statusRow(c.req.param('id') ?? '');
    return row && sameHash(row.status_token_hash, token) ? row : null;
  };

  app.get('/requests/:id/status', async (c) => {
    const row = await authorised(c);
    if (!row) return notFound(c);
    c.header('Cache-Control', 'no-store');
    return c.json(visitorStatusOf(row));
  });

  app.delete('/requests/:id', async (c) => {
    const row = await authorised(c);
    if (!row) return notFound(c);
    await statuses.erase(row.id, now());
    c.header('Cache-Control', 'no-store');
    return c.body(null, 204);
  });
}
