import { removeTracked } from '@/components/account/remove-tracked';
import { recordSent, sentRequestsOf } from '@/lib/account/sent-requests';
import { createRequest } from '@/lib/requests/build';
import { markDelivered } from '@/lib/requests/delivered';
import { ledgerEntries } from '@/lib/requests/ledger';
import { showToast } from '@/lib/toast';

jest.mock('@/lib/toast', () => ({ showToast: jest.fn() }));

// Remove on a request the inbox holds erases it there first; unreached, it stays here and says so.
const OWNER = 'priya@example.com';
const TOKEN = 'r'.repeat(43);

const booking = () =>
  createRequest(
    {
      kind: 'booking',
      heading: 'Hi',
      fields: [],
      notes: [],
      details: {
        tripType: 'one-way',
        route: 'Mumbai → Goa',
        legs: [{ departure: 'BOM', arrival: 'GOI', date: '2027-02-01', time: '10:00' }],
        passengers: 2,
        jetType: 'light',
        aircraft: null,
        estimate: 700000,
      },
      contact: { name: 'Priya Shah' },
    },
    { page: '/book/' },
  );

beforeEach(() => {
  localStorage.clear();
  document.head.innerHTML = '<meta name="vayu-requests-endpoint" content="https://inbox.example.com/requests">';
  jest.mocked(showToast).mockClear();
});

async function removeWith(fetcher: jest.Mock) {
  const request = booking();
  recordSent(OWNER, request, 'received');
  markDelivered(request.id, Date.now(), { token: TOKEN, reference: request.reference, owner: OWNER });
  global.fetch = fetcher as unknown as typeof fetch;
  await removeTracked(OWNER, ledgerEntries()[0]);
  return request;
}

it('erases the request at the inbox, then here', async () => {
  const fetcher = jest.fn(async () => ({ ok: true, status: 204 }));
  const request = await removeWith(fetcher);
  expect(fetcher).toHaveBeenCalledWith(
    `https://inbox.example.com/requests/${request.id}`,
    expect.objectContaining({ method: 'DELETE', headers: { Authorization: `Bearer ${TOKEN}` } }),
  );
  expect(sentRequestsOf(OWNER)).toEqual([]);
  expect(ledgerEntries()).toEqual([]);
  expect(jest.mocked(showToast).mock.calls[0][0].title).toBe('Request removed');
});

it('keeps a request the inbox could not be reached for, and says so', async () => {
  const request = await removeWith(jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
  expect(sentRequestsOf(OWNER).map((item) => item.reference)).toEqual([request.reference]);
  expect(ledgerEntries()).toHaveLength(1);
  expect(jest.mocked(showToast).mock.calls[0][0].title).toBe('Request not removed');
});
