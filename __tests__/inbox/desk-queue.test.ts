/** @jest-environment node */
import { CompiledQuery } from 'kysely';
import { startDesk, type Desk } from '@/__tests__/support/desk';
import { eachEngine, sitePayload, type Payload } from '@/__tests__/support/inbox';
import { deskMessages as M } from '@/content/desk-messages';
import { csvCell } from '@/inbox/desk/csv';
import { createDeskStore } from '@/inbox/desk/store';
import { startDelivery, type Mailer } from '@/inbox/mail';
import { silentLog } from '../support/desk';

jest.setTimeout(60_000);

const HOSTILE = '<img src=x onerror=alert(1)>';
const withContact = (payload: Payload, name: string, phone = '+91 98200 12345'): Payload => ({
  ...payload,
  contact: { name, phone, email: 'guest@example.com' },
  message: `${payload.message}\nName: ${name}`,
});

const rowsOf = (text: string) => (text.match(/<tr>/g) ?? []).length - 1;

eachEngine('the desk answers every request', (engine) => {
  let desk: Desk;
  let cookie: string;
  beforeAll(async () => {
    desk = await startDesk(engine);
    cookie = (await desk.signIn()).cookie;
  });
  afterAll(() => desk.close());

  const get = (path: string) => desk.call(path, { cookie });
  const change = (id: string, form: Record<string, string>) =>
    desk.call(`/desk/requests/${id}/status`, { form, cookie });

  it('marks a request Quoted, Confirmed, Declined and Closed, each with who and when, and the visitor reads it', async () => {
    const { payload, token } = await desk.postRequest(withContact(sitePayload(), 'Asha Rao'));
    const quoted = await change(payload.id, {
      from: 'new',
      to: 'quoted',
      amount: '₹7,50,000',
      note: 'Citation XLS, lunch on board',
    });
    expect([quoted.response.status, quoted.response.headers.get('location')]).toEqual([
      303,
      `/desk/requests/${payload.id}?changed=1`,
    ]);
    expect(await desk.statusOf(payload.id, token)).toMatchObject({
      status: 'quoted',
      amountInr: 750000,
      note: 'Citation XLS, lunch on board',
    });
    const page = await get(`/desk/requests/${payload.id}?changed=1`);
    expect(page.text).toContain(M.request.changed);
    expect(page.text).toContain('₹7,50,000');
    expect(page.text).toContain('New → Quoted, by coordinator@vayujets.example');

    expect(
      (await change(payload.id, { from: 'quoted', to: 'confirmed', date: '2027-02-01', time: '10:30' })).response
        .status,
    ).toBe(303);
    const confirmed = await desk.statusOf(payload.id, token);
    expect(confirmed).toMatchObject({ status: 'confirmed', flightAt: '2027-02-01T10:30' });
    expect(confirmed).not.toHaveProperty('amountInr');

    expect(
      (await change(payload.id, { from: 'confirmed', to: 'declined', reason: 'No aircraft free that morning' }))
        .response.status,
    ).toBe(303);
    expect(await desk.statusOf(payload.id, token)).toMatchObject({
      status: 'declined',
      reason: 'No aircraft free that morning',
    });

    expect((await change(payload.id, { from: 'declined', to: 'closed' })).response.status).toBe(303);
    const row = await desk.db.selectFrom('requests').selectAll().where('id', '=', payload.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('closed');
    expect(row.closed_at).toBe(desk.clock.now);

    const history = await desk.db
      .selectFrom('request_history')
      .selectAll()
      .where('request_id', '=', payload.id)
      .orderBy('at')
      .execute();
    expect(history.map((entry) => [entry.from_status, entry.to_status, entry.by_email])).toEqual([
      ['new', 'quoted', 'coordinator@vayujets.example'],
      ['quoted', 'confirmed', 'coordinator@vayujets.example'],
      ['confirmed', 'declined', 'coordinator@vayujets.example'],
      ['declined', 'closed', 'coordinator@vayujets.example'],
    ]);
    expect(JSON.parse(history[0].details!)).toEqual({
      amount_inr: 750000,
      status_note: 'Citation XLS, lunch on board',
    });
    const last = await get(`/desk/requests/${payload.id}`);
    expect(last.text).toContain('Declined → Closed, by coordinator@vayujets.example');
  });

  it('moves an owner’s listing through the same statuses', async () => {
    const { payload, token } = await desk.postRequest(sitePayload('listing'));
    expect(
      (await change(payload.id, { from: 'new', to: 'quoted', amount: '120000', note: 'Monthly management fee' }))
        .response.status,
    ).toBe(303);
    expect(await desk.statusOf(payload.id, token)).toMatchObject({ status: 'quoted', amountInr: 120000 });
  });

  it('refuses a change without what it needs, and one made over someone else’s', async () => {
    const { payload } = await desk.postRequest();
    const noPrice = await change(payload.id, { from: 'new', to: 'quoted', amount: 'lots', note: '' });
    expect(noPrice.response.status).toBe(422);
    expect(noPrice.text).toContain(M.request.invalidAmount);
    expect(
      (await change(payload.id, { from: 'new', to: 'confirmed', date: '2027-02-30', time: '10:00' })).response.status,
    ).toBe(422);
    expect((await change(payload.id, { from: 'new', to: 'declined', reason: '  ' })).text).toContain(
      M.request.invalidReason,
    );
    expect((await change(payload.id, { from: 'new', to: 'closed' })).response.status).toBe(303);
    const stale = await change(payload.id, { from: 'new', to: 'declined', reason: 'Too late' });
    expect(stale.response.status).toBe(409);
    expect(stale.text).toContain(M.request.stale);
  });

  it('shows a hostile name as text in the queue, the request’s page and the CSV, and mails it as text', async () => {
    const { payload } = await desk.postRequest(withContact(sitePayload(), HOSTILE));
    const queue = await get('/desk/?q=onerror');
    const page = await get(`/desk/requests/${payload.id}`);
    for (const { text } of [queue, page]) {
      expect(text).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(text).not.toContain('<img');
    }
    const csv = await get('/desk/export.csv?q=onerror');
    expect(csv.response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.text).toContain(`"${HOSTILE}"`);

    const sent: Record<string, unknown>[] = [];
    const mailer: Mailer = { sendMail: async (message) => void sent.push(message) };
    await desk.db
      .insertInto('deliveries')
      .values({ request_id: payload.id, state: 'queued', attempts: 0, next_attempt_at: 0 })
      .execute();
    const delivery = startDelivery({
      store: desk.store,
      mailer,
      log: silentLog,
      from: 'inbox@x.example',
      to: 'desk@x.example',
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await delivery.stop();
    const mail = sent.find((message) => message.messageId === `<${payload.id}@inbox.vayujets>`)!;
    expect(mail).not.toHaveProperty('html');
    expect(mail.text).toContain(HOSTILE);
  });

  it('keeps a formula from running when the CSV is opened in a spreadsheet', async () => {
    expect(['=HYPERLINK("x")', '+1', '-2', '@SUM(A1)', 'plain'].map(csvCell)).toEqual([
      `"'=HYPERLINK(""x"")"`,
      `"'+1"`,
      `"'-2"`,
      `"'@SUM(A1)"`,
      '"plain"',
    ]);
    const { payload } = await desk.postRequest(withContact(sitePayload(), '=cmd|"/c calc"!A1', '98200 55555'));
    const csv = await get(`/desk/export.csv?q=${payload.reference}`);
    const lines = csv.text.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(`${M.csv.columns.map((column) => `"${column}"`).join(',')}`);
    expect(lines[1]).toContain(`"'=cmd|""/c calc""!A1"`);
    expect(lines[1]).toContain(`"${payload.reference}","booking","New"`);
  });

  it('lists newest first, 50 a page, filtered by status and kind, searched by reference, name or phone', async () => {
    const base = desk.clock.now;
    const stored: Payload[] = [];
    for (let index = 0; index < 60; index += 1) {
      desk.clock.now = base + 1000 + index;
      stored.push(
        (
          await desk.postRequest(
            withContact(
              sitePayload(index % 2 ? 'listing' : 'booking'),
              `Guest ${index}`,
              `98200 ${String(10000 + index)}`,
            ),
          )
        ).payload,
      );
    }
    desk.clock.now = base + 5000;
    const first = await get('/desk/');
    expect(rowsOf(first.text)).toBe(50);
    const references = [...first.text.matchAll(/>(VJ-[0-9A-Z]{6})</g)].map((match) => match[1]);
    expect(references.slice(0, 3)).toEqual([stored[59].reference, stored[58].reference, stored[57].reference]);
    const older = /href="(\/desk\/\?before=[^"]+)"/.exec(first.text)![1].replace(/&amp;/g, '&');
    const second = await get(older);
    expect(second.text).toContain(stored[9].reference);
    expect(second.text).not.toContain(stored[59].reference);
    expect(second.text).toContain(M.queue.newest);

    const listings = await get('/desk/?kind=listing');
    expect(listings.text).not.toContain(`>${stored[58].reference}<`);
    expect(listings.text).toContain(`>${stored[59].reference}<`);
    await change(stored[59].id, { from: 'new', to: 'closed' });
    const closed = await get('/desk/?status=closed&kind=listing');
    expect(closed.text).toContain(`>${stored[59].reference}<`);
    expect(closed.text).not.toContain(`>${stored[57].reference}<`);

    expect(rowsOf((await get(`/desk/?q=${stored[30].reference.toLowerCase()}`)).text)).toBe(1);
    expect((await get('/desk/?q=guest%2042')).text).toContain(stored[42].reference);
    expect((await get('/desk/?q=9820010042')).text).toContain(stored[42].reference);
    expect((await get('/desk/?q=no%20such%20guest')).text).toContain(M.queue.empty);
  });

  it('reads each first page through an index, never by sorting every row', async () => {
    if (engine !== 'sqlite') return;
    const queue = createDeskStore(desk.db, 'sqlite');
    for (const filter of [{}, { status: 'quoted' as const }, { kind: 'listing' }]) {
      const compiled = queue.queueQuery(filter, 51).compile();
      const plan = await desk.db.executeQuery(
        CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
      );
      const text = (plan.rows as { detail: string }[]).map((row) => row.detail).join(' | ');
      expect(text).toMatch(/USING INDEX requests_(received|status_received|kind_received)/);
      expect(text).not.toContain('TEMP B-TREE');
    }
  });
});
