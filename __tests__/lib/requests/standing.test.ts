import { createRequest } from '@/lib/requests/build';
import { markDelivered } from '@/lib/requests/delivered';
import { ledgerEntries } from '@/lib/requests/ledger';
import { postRequest } from '@/lib/requests/send';
import { eraseOwnerRequests, refreshDesk } from '@/lib/requests/standing';

// The visitor asks the inbox where a request stands with its own token, and nothing else.
const ENDPOINT = 'https://inbox.example.com/requests';
const A = '3f0c1e6a-8d1b-4c55-9a7e-2b4f6d9e1c20';
const B = '9a1b2c3d-0000-4000-8000-000000000000';
const TOKEN = 'q'.repeat(43);
const OWNER = 'priya@example.com';

beforeEach(() => {
  localStorage.clear();
  document.head.innerHTML = `<meta name="vayu-requests-endpoint" content="${ENDPOINT}">`;
});

const answer = (status: number, body: unknown) =>
  ({ ok: status < 300, status, json: async () => body, text: async () => JSON.stringify(body) }) as unknown as Response;

it('keeps the status token the inbox’s 201 carries, and only a well-formed one', async () => {
  const request = createRequest(
    { kind: 'contact', heading: 'Hi', fields: [], notes: [], details: {}, contact: { name: 'Priya Shah' } },
    { page: '/contact/' },
  );
  const post = (body: unknown) => postRequest(request, ENDPOINT, { fetcher: async () => answer(201, body) });
  expect(await post({ statusToken: TOKEN })).toEqual({ status: 'delivered', token: TOKEN });
  expect(await post({ statusToken: 'x\r\nCookie: a' })).toEqual({ status: 'delivered' });
  expect(await post(null)).toEqual({ status: 'delivered' });
});

it('asks with the token, no cookies, and keeps the desk’s quote and note', async () => {
  markDelivered(A, Date.now(), { token: TOKEN, reference: 'VJ-7QK2MD', owner: OWNER });
  const calls: [string, RequestInit][] = [];
  await refreshDesk(OWNER, (async (url: string, init: RequestInit) => {
    calls.push([url, init]);
    return answer(200, {
      id: A,
      reference: 'VJ-7QK2MD',
      status: 'quoted',
      amountInr: 750000,
      note: 'Includes catering',
      updatedAt: '2026-12-02T05:00:00Z',
    });
  }) as typeof fetch);
  expect(calls).toHaveLength(1);
  expect(calls[0][0]).toBe(`${ENDPOINT}/${A}/status`);
  expect(calls[0][1]).toMatchObject({ credentials: 'omit', headers: { Authorization: `Bearer ${TOKEN}` } });
  expect(ledgerEntries()[0].desk).toMatchObject({ status: 'quoted', amountInr: 750000, note: 'Includes catering' });
});

it('keeps nothing from an answer that does not read: a Confirmed without its date is no confirmation', async () => {
  markDelivered(A, Date.now(), { token: TOKEN, reference: 'VJ-7QK2MD', owner: OWNER });
  await refreshDesk(OWNER, (async () =>
    answer(200, { status: 'confirmed', updatedAt: '2026-12-02T05:00:00Z' })) as unknown as typeof fetch);
  expect(ledgerEntries()[0].desk).toBeUndefined();
});

it('erases each request at the inbox and names those it could not reach', async () => {
  markDelivered(A, Date.now(), { token: TOKEN, reference: 'VJ-7QK2MD', owner: OWNER });
  markDelivered(B, Date.now(), { token: TOKEN, reference: 'VJ-8RL3NE', owner: OWNER });
  const deleted: string[] = [];
  const outcome = await eraseOwnerRequests(OWNER, (async (url: string, init: RequestInit) => {
    deleted.push(`${init.method} ${url}`);
    if (url.endsWith(B)) throw new TypeError('Failed to fetch');
    return answer(204, null);
  }) as typeof fetch);
  expect(deleted.sort()).toEqual([`DELETE ${ENDPOINT}/${A}`, `DELETE ${ENDPOINT}/${B}`].sort());
  expect(outcome).toEqual({ erased: ['VJ-7QK2MD'], unreached: ['VJ-8RL3NE'] });
  expect(ledgerEntries()).toEqual([]);
});
