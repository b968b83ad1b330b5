import { deliverKept } from '@/lib/offline/background-delivery';
import type { KeptRequest, KeptResult, KeptStore } from '@/lib/offline/kept-db';
import { createRequest } from '@/lib/requests/build';
import { postRequest } from '@/lib/requests/send';

// The worker's side of background delivery, on an in-memory store and a fake fetch, through the
// page's own sender.

const reply = (status: number, body = '') => ({
  ok: status >= 200 && status < 300,
  status,
  statusText: '',
  headers: { get: () => null },
  text: async () => body,
});

const URL = 'https://desk.example/requests';
const OWN = { kind: 'send', url: URL } as const;
const made = (message: string) =>
  createRequest(
    {
      kind: 'contact',
      heading: 'Hi',
      fields: [{ label: 'Message', value: message }],
      notes: [],
      details: {},
      contact: { name: 'Priya Shah', email: 'priya@example.com' },
    },
    { page: '/contact/', now: new Date('2027-01-10T09:30:00Z') },
  );

function memoryStore(requests: KeptRequest[], settled: KeptResult[] = []) {
  const kept = new Map(requests.map((item) => [item.id, item]));
  const results = new Map(settled.map((item) => [item.id, item]));
  const claims: number[] = [];
  const store: KeptStore = {
    requests: async () => [...kept.values()],
    settledIds: async () => new Set(results.keys()),
    put: async (item) => {
      claims.push(item.sendingUntil);
      kept.set(item.id, item);
    },
    settle: async (result) => {
      results.set(result.id, result);
      kept.delete(result.id);
    },
  };
  return { store, kept, results, claims };
}

const NOW = 1_000_000;
let fetcher: jest.Mock;
const send = (request: KeptRequest['request'], url: string) =>
  postRequest(request, url, { fetcher: fetcher as unknown as typeof fetch });
beforeEach(() => (fetcher = jest.fn()));

it('claims a kept request, POSTs it once with its own key and records it delivered', async () => {
  fetcher.mockResolvedValue(reply(201));
  const request = made('Goa on Friday');
  const { store, kept, results, claims } = memoryStore([{ id: request.id, request, url: URL, sendingUntil: 0 }]);
  expect(await deliverKept(store, send, OWN, () => NOW)).toBe(false);
  expect(claims[0]).toBeGreaterThan(NOW);
  expect(fetcher).toHaveBeenCalledTimes(1);
  const [url, init] = fetcher.mock.calls[0];
  expect(url).toBe(URL);
  expect(init.headers).toEqual({ 'Content-Type': 'application/json', 'Idempotency-Key': request.id });
  expect(JSON.parse(init.body)).toMatchObject({ id: request.id, reference: request.reference });
  expect(results.get(request.id)).toEqual({ id: request.id, status: 'delivered', reason: '', at: NOW });
  expect(kept.size).toBe(0);
});

it('records the status token the inbox’s 201 gave, for the page to keep', async () => {
  fetcher.mockResolvedValue(reply(201, JSON.stringify({ statusToken: 'w'.repeat(43) })));
  const request = made('Goa on Friday');
  const { store, results } = memoryStore([{ id: request.id, request, url: URL, sendingUntil: 0 }]);
  await deliverKept(store, send, OWN, () => NOW);
  expect(results.get(request.id)).toEqual({
    id: request.id,
    status: 'delivered',
    reason: '',
    at: NOW,
    token: 'w'.repeat(43),
  });
});

it('records a 4xx as refused with its reason: final, nothing left to retry', async () => {
  fetcher.mockResolvedValue(reply(422, JSON.stringify({ error: 'A phone number is needed' })));
  const request = made('No phone');
  const { store, results } = memoryStore([{ id: request.id, request, url: URL, sendingUntil: 0 }]);
  expect(await deliverKept(store, send, OWN, () => NOW)).toBe(false);
  expect(results.get(request.id)).toMatchObject({ status: 'rejected', reason: 'A phone number is needed (HTTP 422)' });
});

it('on a network failure releases its claim and asks for a later sync', async () => {
  fetcher.mockRejectedValue(new TypeError('Failed to fetch'));
  const request = made('Still offline');
  const { store, kept, results } = memoryStore([{ id: request.id, request, url: URL, sendingUntil: 0 }]);
  expect(await deliverKept(store, send, OWN, () => NOW)).toBe(true);
  expect(kept.get(request.id)?.sendingUntil).toBe(0);
  expect(results.size).toBe(0);
});

it('never sends one already answered or claimed by a tab, and leaves the claimed one for later', async () => {
  const answered = made('Answered');
  const claimed = made('Claimed');
  const { store } = memoryStore(
    [
      { id: answered.id, request: answered, url: URL, sendingUntil: 0 },
      { id: claimed.id, request: claimed, url: URL, sendingUntil: NOW + 1 },
    ],
    [{ id: answered.id, status: 'delivered', reason: '', at: NOW - 1 }],
  );
  expect(await deliverKept(store, send, OWN, () => NOW)).toBe(true);
  expect(fetcher).not.toHaveBeenCalled();
});

it('sends to its own build’s endpoint, never to the one a request was kept for', async () => {
  fetcher.mockResolvedValue(reply(200));
  const request = made('Kept before a deploy moved the endpoint');
  const { store, results } = memoryStore([
    { id: request.id, request, url: 'https://old-desk.example/requests', sendingUntil: 0 },
  ]);
  expect(await deliverKept(store, send, OWN, () => NOW)).toBe(false);
  expect(fetcher).toHaveBeenCalledTimes(1);
  expect(fetcher.mock.calls[0][0]).toBe(URL);
  expect(results.get(request.id)?.status).toBe('delivered');
});

it.each([[{ kind: 'none' }], [{ kind: 'outdated' }]] as const)(
  'posts nothing when the site has no endpoint now, or a later build has another (%o)',
  async (target) => {
    const request = made('Kept for an address the site no longer has');
    const { store, kept, results } = memoryStore([
      { id: request.id, request, url: 'https://old-desk.example/requests', sendingUntil: 0 },
    ]);
    expect(await deliverKept(store, send, target, () => NOW)).toBe(false);
    expect(fetcher).not.toHaveBeenCalled();
    // Left for a page: it hands the request back, or the later build sends it.
    expect(kept.size).toBe(1);
    expect(results.size).toBe(0);
  },
);
