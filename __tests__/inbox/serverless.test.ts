/** @jest-environment node */
import { captureLog, eachEngine, freshDatabase, SITE, sitePayload, type Payload } from '@/__tests__/support/inbox';
import { createServerlessInbox } from '@/inbox/serverless';

jest.setTimeout(30_000);

const FUNCTION = 'https://vayujets.example/api/inbox';

const posted = (payload: Payload, client = '203.0.113.7') =>
  new Request(`${FUNCTION}/requests`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Idempotency-Key': payload.id,
      Origin: SITE,
      'X-Forwarded-For': client,
    },
    body: JSON.stringify(payload),
  });

eachEngine('the inbox as a serverless function', (engine) => {
  let inbox: ReturnType<typeof createServerlessInbox>;
  const sent: Record<string, unknown>[] = [];
  beforeAll(async () => {
    inbox = createServerlessInbox({
      env: { INBOX_DATABASE_URL: await freshDatabase(engine), INBOX_RATE_LIMIT: '2' },
      log: captureLog(),
      mailer: { sendMail: async (message) => void sent.push(message) },
      basePath: '/api/inbox',
    });
  });
  afterAll(() => inbox.close());

  it('answers the site’s preflight and stores a posted request once, replaying a repeat', async () => {
    const preflight = await inbox.fetch(
      new Request(`${FUNCTION}/requests`, {
        method: 'OPTIONS',
        headers: {
          Origin: SITE,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type,idempotency-key',
        },
      }),
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SITE);

    const payload = sitePayload();
    const first = await inbox.fetch(posted(payload));
    expect(first.status).toBe(201);
    expect(first.headers.get('access-control-allow-origin')).toBe(SITE);
    const answer = (await first.json()) as Record<string, unknown>;
    expect(answer).toMatchObject({ reference: payload.reference, id: payload.id, status: 'received' });

    const again = await inbox.fetch(posted(payload, '198.51.100.9'));
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    // The first answer again, with a fresh status token that replaces the first one.
    const replayed = (await again.json()) as Record<string, unknown>;
    expect({ ...replayed, statusToken: answer.statusToken }).toEqual(answer);
    expect(replayed.statusToken).toEqual(expect.any(String));
    expect(replayed.statusToken).not.toBe(answer.statusToken);

    const rows = await inbox.store.db.selectFrom('requests').selectAll().where('id', '=', payload.id).execute();
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0].payload)).toEqual(payload);
  });

  it('limits each client by the address the platform forwards', async () => {
    const client = '192.0.2.44';
    const statuses = [];
    for (let index = 0; index < 3; index += 1) statuses.push((await inbox.fetch(posted(sitePayload(), client))).status);
    expect(statuses).toEqual([201, 201, 429]);
    expect((await inbox.fetch(posted(sitePayload(), '192.0.2.45'))).status).toBe(201);
  });

  it('mails what it stored from one pass of a scheduled function, once', async () => {
    const payload = sitePayload();
    expect((await inbox.fetch(posted(payload, '192.0.2.60'))).status).toBe(201);
    await inbox.deliverMail();
    await inbox.deliverMail();
    expect(sent.filter((mail) => mail.subject === payload.subject)).toHaveLength(1);
    const delivery = await inbox.store.db
      .selectFrom('deliveries')
      .selectAll()
      .where('request_id', '=', payload.id)
      .executeTakeFirstOrThrow();
    expect(delivery.state).toBe('sent');
  });
});
