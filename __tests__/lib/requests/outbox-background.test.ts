import { markReceived, markSentRefused } from '@/lib/account/sent-requests';
import { backgroundResults, forgetResults } from '@/lib/offline/outbox-mirror';
import { createRequest } from '@/lib/requests/build';
import { outcomeOf } from '@/lib/requests/delivered';
import { ledgerEntry } from '@/lib/requests/ledger';
import { enqueue, flush, outboxEntries } from '@/lib/requests/outbox';

// The page takes in what the service worker delivered or saw refused, exactly as its own answers.
jest.mock('@/lib/offline/outbox-mirror', () => ({
  backgroundResults: jest.fn(async () => []),
  forgetResults: jest.fn(async () => {}),
  mirrored: jest.fn(async () => {}),
  mirrorOutbox: jest.fn(async () => {}),
  requestBackgroundDelivery: jest.fn(async () => {}),
}));
jest.mock('@/lib/account/sent-requests', () => ({ markReceived: jest.fn(), markSentRefused: jest.fn() }));

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

const later = { now: () => Date.now(), random: () => 0 };
let fetchMock: jest.Mock;
beforeEach(() => {
  localStorage.clear();
  document.head.innerHTML = '<meta name="vayu-requests-endpoint" content="https://desk.example/requests"/>';
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
});

it('a request the worker delivered leaves the outbox as Received and is never sent by the page', async () => {
  const request = made('Sent by the worker');
  enqueue(request, 'priya@example.com');
  jest.mocked(backgroundResults).mockResolvedValueOnce([{ id: request.id, status: 'delivered', reason: '', at: 1 }]);
  await flush({ clock: later, force: true });
  expect(fetchMock).not.toHaveBeenCalled();
  expect(outboxEntries()).toEqual([]);
  expect(outcomeOf(request.id)).toEqual({ status: 'delivered' });
  expect(markReceived).toHaveBeenCalledWith('priya@example.com', request.reference);
  expect(forgetResults).toHaveBeenCalledWith([request.id]);
});

it('keeps the status token the worker’s answer carried, with the request’s reference and owner', async () => {
  const request = made('Sent by the worker');
  enqueue(request, 'priya@example.com');
  const token = 'w'.repeat(43);
  jest
    .mocked(backgroundResults)
    .mockResolvedValueOnce([{ id: request.id, status: 'delivered', reason: '', at: 1, token }]);
  await flush({ clock: later, force: true });
  expect(ledgerEntry(request.id)).toMatchObject({ token, reference: request.reference, owner: 'priya@example.com' });
});

it('a request the worker saw refused stays, refused with its reason, and is not sent again', async () => {
  const request = made('Refused');
  enqueue(request, 'priya@example.com');
  jest
    .mocked(backgroundResults)
    .mockResolvedValueOnce([{ id: request.id, status: 'rejected', reason: 'No (HTTP 400)', at: 1 }]);
  await flush({ clock: later, force: true });
  expect(fetchMock).not.toHaveBeenCalled();
  expect(outboxEntries()).toMatchObject([{ state: 'rejected', lastError: 'No (HTTP 400)' }]);
  expect(outcomeOf(request.id)?.status).not.toBe('delivered');
  // Every page, and the account's record of it, read the refusal and its reason.
  expect(outcomeOf(request.id)).toEqual({ status: 'refused', reason: 'No (HTTP 400)' });
  expect(markSentRefused).toHaveBeenCalledWith('priya@example.com', request.reference, 'No (HTTP 400)');
});
