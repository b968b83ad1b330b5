/** @jest-environment node */
import Database from 'better-sqlite3';
import {
  captureLog,
  eachEngine,
  freshDatabase,
  post,
  SITE,
  sitePayload,
  sitePayloads,
  startTestInbox,
  withNewId,
  type Payload,
} from '@/__tests__/support/inbox';
import { inboxMessages as M } from '@/content/inbox-messages';
import { createApp } from '@/inbox/app';
import { bodyHash } from '@/inbox/canonical';
import { openDatabase } from '@/inbox/db';
import type { startInbox } from '@/inbox/server';
import { createStore } from '@/inbox/store';

type RunningInbox = Awaited<ReturnType<typeof startInbox>>;

jest.setTimeout(30_000);

const rowsOf = (inbox: RunningInbox, id: string) =>
  inbox.store.db.selectFrom('requests').selectAll().where('id', '=', id).execute();

eachEngine('the inbox takes what the site sends', (engine) => {
  let inbox: RunningInbox;
  let databaseUrl: string;
  beforeAll(async () => {
    databaseUrl = await freshDatabase(engine);
    inbox = await startTestInbox(databaseUrl);
  });
  afterAll(() => inbox.stop());

  it('answers its health check once the database answers', async () => {
    const response = await fetch(`${inbox.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, database: engine });
  });

  it('stores a request of every kind the site builds, and answers 201 with its reference', async () => {
    for (const payload of sitePayloads().map(withNewId)) {
      const answer = await post(inbox.url, payload);
      expect([payload.kind, answer.status]).toEqual([payload.kind, 201]);
      expect(answer.body).toMatchObject({ reference: payload.reference, id: payload.id, status: 'received' });
      const [row] = await rowsOf(inbox, payload.id);
      expect(JSON.parse(row.payload)).toEqual(payload);
      expect(row).toMatchObject({ kind: payload.kind, reference: payload.reference, status: 'new', closed_at: null });
    }
  });

  it('refuses an unknown kind or version with 422 and says which', async () => {
    const payload = sitePayload();
    expect(await post(inbox.url, { ...payload, kind: 'yacht' })).toMatchObject({
      status: 422,
      body: { error: `kind: ${M.kind}` },
    });
    expect(await post(inbox.url, { ...payload, version: 1 })).toMatchObject({
      status: 422,
      body: { error: `version: ${M.version}` },
    });
    expect(await rowsOf(inbox, payload.id)).toHaveLength(0);
  });

  it('refuses a wrong body with the field and the schema’s words', async () => {
    const payload = sitePayload();
    const jet = await post(inbox.url, { ...payload, details: { ...payload.details, jetType: 'rocket' } });
    expect(jet).toMatchObject({ status: 422, body: { error: `details.jetType: ${M.choice}` } });
    const listing = sitePayload('listing');
    const registration = await post(inbox.url, { ...listing, details: { ...listing.details, registration: 'N123' } });
    expect(registration.status).toBe(422);
    expect(registration.body.error).toBe(
      'details.registration: Please enter the Indian registration, VT- and three letters, like VT-ABC.',
    );
    expect(await post(inbox.url, {}, { key: payload.id, raw: '{"version": 2,' })).toMatchObject({
      status: 400,
      body: { error: `body: ${M.notJson}` },
    });
    expect(await post(inbox.url, [payload], { key: payload.id })).toMatchObject({ status: 400 });
    expect(await rowsOf(inbox, payload.id)).toHaveLength(0);
  });

  it('refuses more than 64 KiB with 413', async () => {
    const payload = sitePayload();
    const big = { ...payload, notes: Array.from({ length: 40 }, () => 'x'.repeat(1900)) };
    expect(JSON.stringify(big).length).toBeGreaterThan(64 * 1024);
    expect(await post(inbox.url, big)).toMatchObject({ status: 413, body: { error: M.tooLarge } });
    expect(await rowsOf(inbox, payload.id)).toHaveLength(0);
  });

  it('refuses a missing Idempotency-Key, or one that is not the body’s id, with 400', async () => {
    const payload = sitePayload();
    expect(await post(inbox.url, payload, { key: null })).toMatchObject({ status: 400, body: { error: M.keyMissing } });
    expect(await post(inbox.url, payload, { key: sitePayload().id })).toMatchObject({
      status: 400,
      body: { error: M.keyMismatch },
    });
    expect(await rowsOf(inbox, payload.id)).toHaveLength(0);
  });

  it('replays the first answer to the same key and body, and refuses the key with another body', async () => {
    const payload = sitePayload();
    const first = await post(inbox.url, payload);
    expect(first.status).toBe(201);
    // Same values, keys in another order: the same request.
    const reordered = Object.fromEntries(Object.entries(payload).reverse());
    const again = await post(inbox.url, reordered, { key: payload.id });
    // The first answer, with a fresh status token (tested in status.test.ts).
    expect([again.status, again.body]).toEqual([201, { ...first.body, statusToken: expect.any(String) }]);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const other = await post(inbox.url, { ...payload, message: `${payload.message} (changed)` });
    expect(other).toMatchObject({ status: 422, body: { error: M.keyReused } });
    expect(await rowsOf(inbox, payload.id)).toHaveLength(1);
  });

  it('answers a repeat that arrives while the first is being stored 409 with Retry-After', async () => {
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = await startTestInbox(
      databaseUrl,
      {},
      {
        beforeCommit: async () => {
          entered();
          await held;
        },
      },
    );
    try {
      const payload = sitePayload();
      const first = post(slow.url, payload);
      await inside;
      const repeat = await post(slow.url, payload);
      expect(repeat).toMatchObject({ status: 409, body: { error: M.inProgress } });
      expect(repeat.headers.get('retry-after')).toBe('1');
      release();
      expect((await first).status).toBe(201);
      expect((await post(slow.url, payload)).status).toBe(201);
      expect(await rowsOf(slow, payload.id)).toHaveLength(1);
    } finally {
      release();
      await slow.stop();
    }
  });

  it('stores 200 simultaneous posts of one key once: one 201, the rest replays or 409', async () => {
    const payload = sitePayload();
    const answers = await Promise.all(Array.from({ length: 200 }, () => post(inbox.url, payload)));
    const fresh = answers.filter((answer) => answer.status === 201 && !answer.headers.get('idempotent-replayed'));
    expect(fresh).toHaveLength(1);
    for (const answer of answers) {
      expect([201, 409]).toContain(answer.status);
      if (answer.status === 201) expect(answer.body).toEqual({ ...fresh[0].body, statusToken: expect.any(String) });
      else expect(answer.headers.get('retry-after')).toBe('1');
    }
    expect(await rowsOf(inbox, payload.id)).toHaveLength(1);
  });

  it('gives each of the requests committed together its own outcome: new ones stored, a repeat replayed, a reused key refused', async () => {
    const request = (payload: Payload) => ({
      id: payload.id,
      kind: payload.kind,
      reference: payload.reference,
      quote: null,
      bodyHash: bodyHash(payload),
      payload: JSON.stringify(payload),
      answer: { status: 201, body: { id: payload.id } },
      now: Date.now(),
      queueMail: false,
    });
    const [kept, reused] = [sitePayload(), sitePayload()];
    await Promise.all([kept, reused].map((payload) => inbox.store.take(request(payload))));
    const fresh = Array.from({ length: 20 }, () => sitePayload());
    // Taken in one turn of the event loop: one batch, one commit.
    const taken = await Promise.all([
      inbox.store.take({ ...request(kept), answer: { status: 201, body: { id: 'not the first answer' } } }),
      inbox.store.take(request({ ...reused, message: `${reused.message} (changed)` })),
      ...fresh.map((payload) => inbox.store.take(request(payload))),
    ]);
    expect(taken[0]).toEqual({ outcome: 'replay', answer: { status: 201, body: { id: kept.id } } });
    expect(taken[1]).toEqual({ outcome: 'different' });
    taken
      .slice(2)
      .forEach((outcome, index) =>
        expect(outcome).toEqual({ outcome: 'stored', answer: { status: 201, body: { id: fresh[index].id } } }),
      );
    for (const payload of [kept, reused, ...fresh]) expect(await rowsOf(inbox, payload.id)).toHaveLength(1);
  });

  it('answers the preflight of the allowed origins only, exposes Retry-After and sets no cookie', async () => {
    const preflight = (origin: string) =>
      fetch(`${inbox.url}/requests`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type, idempotency-key',
        },
      });
    const allowed = await preflight(SITE);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(allowed.headers.get('access-control-allow-methods')).toBe('POST');
    expect(allowed.headers.get('access-control-allow-headers')).toBe('Content-Type,Idempotency-Key');
    expect(allowed.headers.get('access-control-allow-credentials')).toBeNull();
    const other = await preflight('https://evil.example');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();

    const payload = sitePayload();
    const sent = await post(inbox.url, payload);
    expect(sent.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(sent.headers.get('access-control-expose-headers')).toBe('Retry-After');
    expect(sent.headers.get('set-cookie')).toBeNull();
    const elsewhere = await post(inbox.url, sitePayload(), { origin: 'https://evil.example' });
    expect(elsewhere).toMatchObject({ status: 403, body: { error: M.origin } });
  });

  it('answers a client over its rate 429 with Retry-After', async () => {
    const limited = await startTestInbox(databaseUrl, { INBOX_RATE_LIMIT: '3' });
    try {
      const answers = [];
      for (let index = 0; index < 4; index += 1) answers.push(await post(limited.url, sitePayload()));
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 429]);
      expect(answers[3].body).toEqual({ error: M.tooMany });
      expect(Number(answers[3].headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    } finally {
      await limited.stop();
    }
  });

  if (engine === 'sqlite') {
    it('answers 503 with Retry-After while another process holds the database locked', async () => {
      const locked = await startTestInbox(databaseUrl, { INBOX_BUSY_TIMEOUT_MS: '50' });
      const other = new Database(databaseUrl.slice('file:'.length));
      try {
        other.exec('begin exclusive');
        const payload = sitePayload();
        const answer = await post(locked.url, payload);
        expect(answer).toMatchObject({ status: 503, body: { error: M.busy } });
        expect(answer.headers.get('retry-after')).toBe('5');
        other.exec('rollback');
        expect((await post(locked.url, payload)).status).toBe(201);
      } finally {
        if (other.inTransaction) other.exec('rollback');
        other.close();
        await locked.stop();
      }
    });
  }
});

describe('the inbox with its database down', () => {
  it('answers 503 with Retry-After, to the post and to the health check', async () => {
    const { db, engine } = openDatabase('postgres://postgres@127.0.0.1:1/none');
    const store = createStore(db, engine);
    const app = createApp({
      store,
      log: captureLog(),
      allowedOrigins: [SITE],
      rateLimitPerMinute: 0,
      queueMail: false,
    });
    const payload = sitePayload();
    const answer = await app.request('/requests', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': payload.id },
      body: JSON.stringify(payload),
    });
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('5');
    expect(await answer.json()).toEqual({ error: M.busy });
    expect((await app.request('/healthz')).status).toBe(503);
    await store.close();
  });
});
