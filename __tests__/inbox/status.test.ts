/** @jest-environment node */
import { createHash } from 'node:crypto';
import { eachEngine, freshDatabase, post, SITE, sitePayload, startTestInbox } from '@/__tests__/support/inbox';
import type { startInbox } from '@/inbox/server';

type RunningInbox = Awaited<ReturnType<typeof startInbox>>;

jest.setTimeout(30_000);

const statusOf = (url: string, id: string, authorization?: string, origin = SITE) =>
  fetch(`${url}/requests/${encodeURIComponent(id)}/status`, {
    headers: { Origin: origin, ...(authorization === undefined ? {} : { Authorization: authorization }) },
  });

const eraseOf = (url: string, id: string, token: string) =>
  fetch(`${url}/requests/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    headers: { Origin: SITE, Authorization: `Bearer ${token}` },
  });

const CONTACT = { name: 'Asha Rao', phone: '+91 98200 12345', email: 'asha.rao@example.com' };
const withContact = () => ({ ...sitePayload(), contact: CONTACT });

const rowOf = (inbox: RunningInbox, id: string) =>
  inbox.store.db.selectFrom('requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

eachEngine('a visitor asks where their request stands', (engine) => {
  let inbox: RunningInbox;
  beforeAll(async () => {
    inbox = await startTestInbox(await freshDatabase(engine));
  });
  afterAll(() => inbox.stop());

  it('hands out a status token once, and keeps only its SHA-256', async () => {
    const payload = sitePayload();
    const answer = await post(inbox.url, payload);
    const token = answer.body.statusToken as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await rowOf(inbox, payload.id);
    expect(row.status_token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('answers Received with the token, and nothing a guesser could use without it', async () => {
    const payload = sitePayload();
    const token = (await post(inbox.url, payload)).body.statusToken as string;
    const ok = await statusOf(inbox.url, payload.id, `Bearer ${token}`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toBe('no-store');
    expect(ok.headers.get('access-control-allow-origin')).toBe(SITE);
    const body = (await ok.json()) as Record<string, unknown>;
    expect(body).toEqual({
      id: payload.id,
      reference: payload.reference,
      status: 'received',
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    const other = (await post(inbox.url, sitePayload())).body.statusToken as string;
    const refusals = [
      await statusOf(inbox.url, crypto.randomUUID(), `Bearer ${token}`),
      await statusOf(inbox.url, payload.id, `Bearer ${other}`),
      await statusOf(inbox.url, payload.id),
      await statusOf(inbox.url, payload.id, 'Bearer'),
      await statusOf(inbox.url, payload.id, `Basic ${token}`),
      await statusOf(inbox.url, payload.id, `Bearer ${token}x`),
    ];
    const seen = await Promise.all(
      refusals.map(async (response) => [response.status, response.headers.get('cache-control'), await response.text()]),
    );
    for (const each of seen) expect(each).toEqual([404, 'no-store', '{"error":"Not found"}']);
  });

  it('never answers a name, phone, e-mail or message, whatever the desk has written', async () => {
    const payload = withContact();
    const token = (await post(inbox.url, payload)).body.statusToken as string;
    await inbox.store.db
      .updateTable('requests')
      .set({
        status: 'quoted',
        amount_inr: 750000,
        status_note: 'Citation XLS, catering included',
        status_changed_at: 1,
      })
      .where('id', '=', payload.id)
      .execute();
    const text = await (await statusOf(inbox.url, payload.id, `Bearer ${token}`)).text();
    expect(JSON.parse(text)).toMatchObject({
      status: 'quoted',
      amountInr: 750000,
      note: 'Citation XLS, catering included',
    });
    for (const secret of [CONTACT.name, CONTACT.phone, CONTACT.email, payload.message, payload.subject]) {
      expect(text).not.toContain(secret);
    }
  });

  it('gives a replay a fresh token and retires the old one', async () => {
    const payload = sitePayload();
    const first = (await post(inbox.url, payload)).body.statusToken as string;
    const second = (await post(inbox.url, payload)).body.statusToken as string;
    expect(second).not.toBe(first);
    expect((await statusOf(inbox.url, payload.id, `Bearer ${first}`)).status).toBe(404);
    expect((await statusOf(inbox.url, payload.id, `Bearer ${second}`)).status).toBe(200);
  });

  it('erases the personal details on DELETE with the token, 204 every time; 404 without it', async () => {
    const payload = withContact();
    const token = (await post(inbox.url, payload)).body.statusToken as string;
    const wrong = await fetch(`${inbox.url}/requests/${payload.id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${'A'.repeat(43)}` },
    });
    expect([wrong.status, await wrong.text()]).toEqual([404, '{"error":"Not found"}']);
    expect((await rowOf(inbox, payload.id)).redacted_at).toBeNull();

    expect((await eraseOf(inbox.url, payload.id, token)).status).toBe(204);
    const row = await rowOf(inbox, payload.id);
    expect(row.redacted_at).not.toBeNull();
    expect(row.payload).not.toContain(CONTACT.name);
    expect(row.payload).not.toContain(payload.message);
    expect((await eraseOf(inbox.url, payload.id, token)).status).toBe(204);
  });

  it('answers the preflight of an allowed origin, and no other', async () => {
    const payload = sitePayload();
    const preflight = (origin: string, method: string) =>
      fetch(`${inbox.url}/requests/${payload.id}/status`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': method,
          'Access-Control-Request-Headers': 'authorization',
        },
      });
    const allowed = await preflight(SITE, 'GET');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(allowed.headers.get('access-control-allow-methods')).toBe('GET,DELETE,OPTIONS');
    expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase()).toBe('authorization');
    expect(allowed.headers.get('access-control-allow-credentials')).toBeNull();
    const erase = await fetch(`${inbox.url}/requests/${payload.id}`, {
      method: 'OPTIONS',
      headers: { Origin: SITE, 'Access-Control-Request-Method': 'DELETE' },
    });
    expect(erase.headers.get('access-control-allow-origin')).toBe(SITE);
    const stranger = await preflight('https://elsewhere.example', 'GET');
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
  });
});
