/** @jest-environment node */
import naughty from 'big-list-of-naughty-strings/blns.json';
import { captureLog, freshDatabase, SITE, sitePayload, withNewId, type Payload } from '@/__tests__/support/inbox';
import { createApp } from '@/inbox/app';
import { migrate, openDatabase } from '@/inbox/db';
import { createStore, type Store } from '@/inbox/store';

jest.setTimeout(120_000);

type Setter = (payload: Payload, value: string) => Payload;

// Every string a booking (and its contact) carries, one at a time.
const FIELDS: Record<string, Setter> = {
  mumbaiTime: (p, v) => ({ ...p, mumbaiTime: v }),
  page: (p, v) => ({ ...p, page: v }),
  subject: (p, v) => ({ ...p, subject: v }),
  message: (p, v) => ({ ...p, message: v }),
  quote: (p, v) => ({ ...p, quote: v }),
  createdAt: (p, v) => ({ ...p, createdAt: v }),
  'fields.label': (p, v) => ({ ...p, fields: [{ label: v, value: 'x' }] }),
  'fields.value': (p, v) => ({ ...p, fields: [{ label: 'Departure', value: v }] }),
  notes: (p, v) => ({ ...p, notes: [v] }),
  'details.route': (p, v) => ({ ...p, details: { ...p.details, route: v } }),
  'details.legs.departure': (p, v) => ({
    ...p,
    details: { ...p.details, legs: [{ departure: v, arrival: 'Goa', date: '2027-02-01', time: '10:00' }] },
  }),
  'details.jetType': (p, v) => ({ ...p, details: { ...p.details, jetType: v } }),
  'contact.name': (p, v) => ({ ...p, contact: { name: v, phone: '98200 07777' } }),
  'contact.phone': (p, v) => ({ ...p, contact: { name: 'Priya', phone: v } }),
  'contact.email': (p, v) => ({ ...p, contact: { name: 'Priya', email: v } }),
};

let store: Store;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  const { db, engine } = openDatabase(await freshDatabase('sqlite'), { synchronous: 'NORMAL' });
  await migrate(db);
  store = createStore(db, engine);
  app = createApp({ store, log: captureLog(), allowedOrigins: [SITE], rateLimitPerMinute: 0, queueMail: false });
});
afterAll(() => store.close());

const send = async (payload: unknown, key: string) => {
  const response = await app.request('/requests', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key, Origin: SITE },
    body: JSON.stringify(payload),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

const storedPayload = async (id: string) => {
  const row = await store.db.selectFrom('requests').select('payload').where('id', '=', id).executeTakeFirst();
  return row ? (JSON.parse(row.payload) as unknown) : undefined;
};

it(`stores each of the ${naughty.length} naughty strings in every field as sent, or refuses it with a reason, never a 500`, async () => {
  const base = sitePayload();
  const outcomes = { stored: 0, refused: 0 };
  for (const [field, set] of Object.entries(FIELDS)) {
    for (const value of naughty as string[]) {
      const payload = set(withNewId(base), value);
      const answer = await send(payload, payload.id);
      if (answer.status === 201) {
        outcomes.stored += 1;
        expect(await storedPayload(payload.id)).toEqual(payload);
      } else {
        outcomes.refused += 1;
        expect([field, answer.status]).toEqual([field, 422]);
        expect(answer.body.error).toMatch(
          new RegExp(
            `^${field
              .replace(/\./g, '\\.')
              .replace('legs', 'legs\\.0')
              .replace('fields', 'fields\\.0')
              .replace(/^notes$/, 'notes\\.0')}: .+`,
          ),
        );
        expect(await storedPayload(payload.id)).toBeUndefined();
      }
    }
  }
  expect(outcomes.stored).toBeGreaterThan(outcomes.refused);
});

it('stores SQL-looking values literally, and the tables stay', async () => {
  const sqlish = 'Robert\'); DROP TABLE requests;-- " OR 1=1; DELETE FROM deliveries; /*';
  const payload = withNewId({
    ...sitePayload('contact'),
    message: sqlish,
    contact: { name: sqlish.slice(0, 90), email: 'a@example.com' },
  });
  expect((await send(payload, payload.id)).status).toBe(201);
  expect(await storedPayload(payload.id)).toEqual(payload);
  const count = await store.db
    .selectFrom('requests')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  expect(Number(count.n)).toBeGreaterThan(1);
});
