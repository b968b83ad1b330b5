import { markDelivered, markRefused, outcomeOf } from '@/lib/requests/delivered';
import {
  LEDGER_KEY,
  ledgerEntries,
  LEGACY_DELIVERED_KEY,
  parseLedger,
  parseLegacyDelivered,
} from '@/lib/requests/ledger';

// One record per request, by its id: what the endpoint answered, the inbox's status token, the desk's answer.
const A = '3f0c1e6a-8d1b-4c55-9a7e-2b4f6d9e1c20';
const B = '9a1b2c3d-0000-4000-8000-000000000000';
const C = '7c2d3e4f-1111-4000-8000-000000000000';
const TOKEN = 'q'.repeat(43);
const now = Date.now();

beforeEach(() => localStorage.clear());

const legacy = (value: unknown) => localStorage.setItem(LEGACY_DELIVERED_KEY, JSON.stringify(value));

it('takes in a delivered list of version 1 (deliveries only) without losing one', () => {
  legacy({
    version: 1,
    delivered: [
      { id: A, at: now },
      { id: B, at: now },
    ],
  });
  expect(outcomeOf(A)).toEqual({ status: 'delivered' });
  markRefused(C, 'No (HTTP 422)');
  expect(ledgerEntries().map((entry) => [entry.id, entry.status])).toEqual([
    [A, 'delivered'],
    [B, 'delivered'],
    [C, 'refused'],
  ]);
});

it('takes in a delivered list of version 2, its refusals with their reasons', () => {
  legacy({ version: 2, delivered: [{ id: A, at: now }], refused: [{ id: B, at: now, reason: 'Full (HTTP 400)' }] });
  markDelivered(C, now, { token: TOKEN, reference: 'VJ-7QK2MD', owner: 'priya@example.com' });
  expect(outcomeOf(A)).toEqual({ status: 'delivered' });
  expect(outcomeOf(B)).toEqual({ status: 'refused', reason: 'Full (HTTP 400)' });
  expect(
    ledgerEntries()
      .filter((entry) => entry.owner === 'priya@example.com' && entry.token)
      .map((entry) => entry.reference),
  ).toEqual(['VJ-7QK2MD']);
  // Written once into the ledger; the older list stays as it was for a rollback.
  expect(JSON.parse(localStorage.getItem(LEDGER_KEY)!).entries).toHaveLength(3);
  expect(JSON.parse(localStorage.getItem(LEGACY_DELIVERED_KEY)!).version).toBe(2);
});

it('takes in a delivered list of version 3, its hand-backs too', () => {
  legacy({
    version: 3,
    delivered: [{ id: A, at: now }],
    refused: [{ id: B, at: now, reason: 'No' }],
    returned: [{ id: C, at: now }],
  });
  expect([A, B, C].map((id) => outcomeOf(id)?.status)).toEqual(['delivered', 'refused', 'returned']);
});

it('keeps the status token a delivery came with, and a later mark without one keeps it', () => {
  markDelivered(A, now, { token: TOKEN, reference: 'VJ-7QK2MD', owner: null });
  markDelivered(A, now);
  expect(ledgerEntries()[0]).toMatchObject({ id: A, token: TOKEN, reference: 'VJ-7QK2MD' });
});

it('keeps a request the desk can still answer about past a week; an answer alone leaves after one', () => {
  markDelivered(A, now - 30 * 24 * 60 * 60_000, { token: TOKEN });
  markDelivered(B, now - 8 * 24 * 60 * 60_000);
  markDelivered(C, now);
  expect(ledgerEntries().map((entry) => entry.id)).toEqual([A, C]);
});

describe('hostile stored values are refused, never thrown on', () => {
  const hostile: unknown[] = [
    'not json',
    '[]',
    '{"version":"1"}',
    JSON.stringify({ version: 1, entries: 'x' }),
    JSON.stringify({ version: 1, entries: [null, 7, [], { id: A }] }),
    JSON.stringify({ version: 1, entries: [{ id: '<img src=x onerror=alert(1)>', status: 'delivered', at: 1 }] }),
    JSON.stringify({ version: 1, entries: [{ id: A, status: 'delivered', at: 1, token: 'Bearer x\r\nCookie: a' }] }),
    JSON.stringify({ version: 1, entries: [{ id: A, status: 'refused', at: 1 }] }),
    JSON.stringify({ version: 1, entries: [{ id: A, status: 'delivered', at: 1, desk: { status: 'quoted' } }] }),
    JSON.stringify({ version: 1, entries: [{ id: A, status: 'delivered', at: -1 }] }),
  ];
  it.each(hostile)('%s', (raw) => {
    const parsed = parseLedger(raw as string);
    expect(parsed.value.filter((entry) => entry.token !== undefined)).toEqual([]);
    expect(parsed.intact).toBe(false);
    expect(() => parseLegacyDelivered(raw as string)).not.toThrow();
  });

  it('gives no token through a stored __proto__', () => {
    const raw = `{"version":1,"entries":[{"id":"${A}","status":"delivered","at":1,"__proto__":{"token":"${TOKEN}"}}]}`;
    expect(parseLedger(raw).value).toEqual([{ id: A, status: 'delivered', at: 1 }]);
  });

  it('sets aside a bad entry and keeps the good ones beside it', () => {
    const raw = JSON.stringify({
      version: 1,
      entries: [
        { id: A, status: 'delivered', at: 1, desk: { status: 'confirmed', updatedAt: 'x' } },
        { id: B, status: 'delivered', at: 1, token: TOKEN },
      ],
    });
    expect(parseLedger(raw).value.map((entry) => entry.id)).toEqual([B]);
  });

  it('reads a newer version without judging or writing it', () => {
    localStorage.setItem(LEDGER_KEY, JSON.stringify({ version: 9, entries: [] }));
    const result = markDelivered(A);
    expect(result).toEqual({ ok: false, reason: 'newer' });
    expect(JSON.parse(localStorage.getItem(LEDGER_KEY)!).version).toBe(9);
  });
});
