import { hash } from '@node-rs/argon2';
import { createApp } from '@/inbox/app';
import { loadConfig } from '@/inbox/config';
import { migrate, openDatabase } from '@/inbox/db';
import type { Log } from '@/inbox/log';
import { createStore } from '@/inbox/store';
import { freshDatabase, SITE, sitePayload, type Engine, type Payload } from './inbox';

export const silentLog: Log = { info: () => {}, error: () => {} };

export const DESK_USER = 'coordinator@vayujets.example';
export const DESK_PASSWORD = 'a long desk passphrase';
const HOST = '127.0.0.1:3001';
export const DESK_ORIGIN = `http://${HOST}`;

type Call = {
  form?: Record<string, string>;
  cookie?: string | null;
  origin?: string | null;
  headers?: Record<string, string>;
};

/** The inbox app in this process, its clock in the test's hands, asked as a browser on the desk's own origin would. */
export async function startDesk(engine: Engine) {
  const { db, engine: opened } = openDatabase(await freshDatabase(engine));
  await migrate(db);
  const store = createStore(db, opened);
  const clock = { now: Date.now() };
  const app = createApp({
    store,
    log: silentLog,
    allowedOrigins: [SITE],
    rateLimitPerMinute: 0,
    trustProxy: true,
    queueMail: false,
    now: () => clock.now,
    desk: loadConfig({}).desk,
  });
  await store.putUser(DESK_USER, await hash(DESK_PASSWORD, { algorithm: 2 }), clock.now);

  async function call(path: string, { form, cookie, origin = DESK_ORIGIN, headers = {} }: Call = {}) {
    const response = await app.request(`${DESK_ORIGIN}${path}`, {
      method: form ? 'POST' : 'GET',
      headers: {
        Host: HOST,
        ...(form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
        ...(form && origin ? { Origin: origin } : {}),
        ...(cookie ? { Cookie: cookie } : {}),
        ...headers,
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
      redirect: 'manual',
    });
    return { response, text: await response.text() };
  }

  /** Signs in and answers the session cookie, `name=value`. */
  async function signIn(password = DESK_PASSWORD, cookie?: string, { email = DESK_USER, client = '192.0.2.1' } = {}) {
    const { response, text } = await call('/desk/sign-in', {
      form: { email, password },
      cookie,
      headers: { 'X-Forwarded-For': client },
    });
    const set = response.headers.get('set-cookie') ?? '';
    return { response, text, setCookie: set, cookie: set.split(';')[0] };
  }

  async function postRequest(payload: Payload = sitePayload()) {
    const response = await app.request('http://127.0.0.1:3001/requests', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': payload.id, Origin: SITE },
      body: JSON.stringify(payload),
    });
    if (response.status !== 201) throw new Error(`not stored: ${response.status} ${await response.text()}`);
    return { payload, token: ((await response.json()) as { statusToken: string }).statusToken };
  }

  async function statusOf(id: string, token: string) {
    const response = await app.request(`http://127.0.0.1:3001/requests/${id}/status`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return (await response.json()) as Record<string, unknown>;
  }

  return { app, db, store, clock, call, signIn, postRequest, statusOf, close: () => store.close() };
}

export type Desk = Awaited<ReturnType<typeof startDesk>>;
