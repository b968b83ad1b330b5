import { recordSent, sentRequestsOf } from '@/lib/account/sent-requests';
import { createRequest } from '@/lib/requests/build';
import { deliver, settled } from '@/lib/requests/deliver';
import { outcomeOf } from '@/lib/requests/delivered';
import { deployedEndpoint } from '@/lib/requests/deployed';
import { enqueue, flush, follow, offerHandBacks, outboxEntries } from '@/lib/requests/outbox';
import { OUTBOX_KEY } from '@/lib/requests/outbox-storage';

const OUTBOX_VERSION = 2;

// A request kept for an endpoint a later deploy removed or moved is never posted to it: with no
// endpoint now it is cleared and handed back to the visitor, with another the later build sends it.
jest.mock('@/lib/offline/outbox-mirror', () => ({
  backgroundResults: jest.fn(async () => []),
  forgetResults: jest.fn(async () => {}),
  mirrored: jest.fn(async () => {}),
  mirrorOutbox: jest.fn(async () => {}),
  requestBackgroundDelivery: jest.fn(async () => {}),
}));
jest.mock('@/lib/stores/signed-in', () => ({ signedInAccount: jest.fn(() => 'priya@example.com') }));

const OLD = 'https://desk.example/requests';
const booking = () =>
  createRequest(
    {
      kind: 'booking',
      heading: 'Hi',
      fields: [],
      notes: [],
      details: { legs: [{ date: '2027-02-01' }], estimate: 450000 },
      contact: { name: 'Priya Shah', phone: '98200 07777' },
    },
    { page: '/book/', now: new Date('2027-01-10T09:30:00Z') },
  );

let fetchMock: jest.Mock;
let shown: jest.Mock;
beforeEach(() => {
  localStorage.clear();
  document.head.innerHTML = `<meta name="vayu-requests-endpoint" content="${OLD}"/>`;
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
  shown = jest.fn();
  offerHandBacks(async () => shown);
});

it('with no endpoint now, a kept request is cleared, offered to the visitor, and never posted to the old address', async () => {
  jest.mocked(deployedEndpoint).mockResolvedValue(null);
  const made = booking();
  enqueue(made, 'priya@example.com');
  recordSent('priya@example.com', made, 'kept');
  await flush({ force: true });
  expect(fetchMock).not.toHaveBeenCalled();
  expect(outboxEntries()).toEqual([]);
  expect(shown).toHaveBeenCalledWith([made]);
  // Every record says so: the confirmation in any tab, and the account's list.
  expect(outcomeOf(made.id)).toEqual({ status: 'returned' });
  expect(settled(made.id)).toEqual({ state: 'returned' });
  expect(sentRequestsOf('priya@example.com')[0].status).toBe('returned');
});

it('a page whose own build has no endpoint hands back what an earlier one kept, even when it cannot ask the host', async () => {
  jest.mocked(deployedEndpoint).mockResolvedValue(undefined);
  document.head.innerHTML = '';
  const made = booking();
  enqueue(made, 'priya@example.com');
  await flush();
  expect(fetchMock).not.toHaveBeenCalled();
  expect(shown).toHaveBeenCalledWith([made]);
  expect(outboxEntries()).toEqual([]);
});

it('hands back only the signed-in account’s own, and a followed one in its confirmation, not twice', async () => {
  jest.mocked(deployedEndpoint).mockResolvedValue(null);
  const mine = booking();
  const followed = booking();
  const theirs = booking();
  enqueue(mine, 'priya@example.com');
  enqueue(followed, 'priya@example.com');
  enqueue(theirs, 'arjun@example.com');
  const unfollow = follow(followed.id);
  await flush();
  unfollow();
  expect(shown).toHaveBeenCalledWith([mine]);
  // Another account's stays, unsent, for its own visit.
  expect(outboxEntries().map((entry) => entry.request.id)).toEqual([theirs.id]);
  expect(settled(followed.id)).toEqual({ state: 'returned' });
  expect(fetchMock).not.toHaveBeenCalled();
});

it('where the offer cannot load, nothing is cleared: it is offered on a later visit', async () => {
  jest.mocked(deployedEndpoint).mockResolvedValue(null);
  offerHandBacks(() => Promise.reject(new Error('chunk failed')));
  const made = booking();
  enqueue(made, 'priya@example.com');
  await flush();
  expect(outboxEntries()).toHaveLength(1);
  expect(outcomeOf(made.id)).toBeNull();
});

it('a fresh request on a page whose endpoint the site has removed is handed back in its own confirmation', async () => {
  jest.mocked(deployedEndpoint).mockResolvedValue(null);
  const made = booking();
  expect(await deliver(made, 'priya@example.com')).toEqual({ state: 'returned' });
  expect(fetchMock).not.toHaveBeenCalled();
  expect(shown).not.toHaveBeenCalled();
  expect(outboxEntries()).toEqual([]);
});

it('with the endpoint moved by a later build, an older page posts nothing and keeps the request for it, saying why', async () => {
  jest
    .mocked(deployedEndpoint)
    .mockResolvedValue({ url: 'https://hooks.example/vayu', origin: 'https://hooks.example' });
  const made = booking();
  const delivery = await deliver(made, 'priya@example.com');
  expect(delivery).toMatchObject({ state: 'pending', reason: expect.stringContaining('reload') });
  expect(fetchMock).not.toHaveBeenCalled();
  expect(outboxEntries()).toMatchObject([
    { state: 'pending', attempts: 0, lastError: expect.stringContaining('reload') },
  ]);
  expect(shown).not.toHaveBeenCalled();
});

it('sends to its own endpoint while the site still has it', async () => {
  jest.mocked(deployedEndpoint).mockResolvedValue({ url: OLD, origin: 'https://desk.example' });
  fetchMock.mockResolvedValue({
    ok: true,
    status: 200,
    statusText: '',
    headers: { get: () => null },
    text: async () => '',
  });
  expect(await deliver(booking(), 'priya@example.com')).toEqual({ state: 'received' });
  expect(fetchMock.mock.calls[0][0]).toBe(OLD);
});

it('never clears or offers an outbox a newer version of the site stored', async () => {
  jest.mocked(deployedEndpoint).mockResolvedValue(null);
  const made = booking();
  enqueue(made, 'priya@example.com');
  const newer = JSON.stringify({ state: { entries: outboxEntries() }, version: OUTBOX_VERSION + 1 });
  localStorage.setItem(OUTBOX_KEY, newer);
  await flush();
  expect(localStorage.getItem(OUTBOX_KEY)).toBe(newer);
  expect(outcomeOf(made.id)).toBeNull();
  expect(shown).not.toHaveBeenCalled();
});
