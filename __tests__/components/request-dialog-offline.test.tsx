import { act, render, screen } from '@testing-library/react';
import { RequestDialog } from '@/components/requests/request-dialog';
import { fillMessage } from '@/content/messages';
import { requestStatus } from '@/content/request-status';
import { deliver, hasEndpoint, type Delivery } from '@/lib/requests/deliver';
import { contactRequest } from '@/lib/requests/kinds/contact';

// The confirmation says, in plain words, when this device has no connection and what that means
// for this request: kept to send later, or nothing sent at all.
jest.mock('@/lib/requests/deliver', () => ({
  hasEndpoint: jest.fn(() => true),
  deliver: jest.fn(),
  settled: jest.fn(),
}));

let online = true;
beforeAll(() => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
});
beforeEach(() => {
  online = true;
  jest.mocked(hasEndpoint).mockReturnValue(true);
});

function goOffline(offline: boolean) {
  online = !offline;
  act(() => void window.dispatchEvent(new Event(offline ? 'offline' : 'online')));
}

const message = { name: 'Priya Shah', email: 'priya@example.com', message: 'A flight to Goa on Friday for four.' };

function renderDialog(delivery: Delivery) {
  jest.mocked(deliver).mockResolvedValue(delivery);
  const request = contactRequest(message, {}, { page: '/contact/' });
  render(<RequestDialog request={request} onClose={() => {}} />);
  return request;
}

describe('RequestDialog without a connection', () => {
  it('says a request kept to send later waits in this browser until the connection returns', async () => {
    online = false;
    const request = renderDialog({ state: 'pending', reason: 'offline' });
    const note = fillMessage(requestStatus.offline.waiting, { reference: request.reference });
    expect(await screen.findByText(note)).toBeVisible();
    goOffline(false);
    expect(screen.queryByText(note)).not.toBeInTheDocument();
  });

  it('says so as soon as the device goes offline while the confirmation is open', async () => {
    jest.mocked(hasEndpoint).mockReturnValue(false);
    renderDialog({ state: 'handoff' });
    expect(await screen.findByRole('link', { name: /Send by e-mail/ })).toBeVisible();
    expect(screen.queryByText(requestStatus.offline.handoff)).not.toBeInTheDocument();
    goOffline(true);
    expect(screen.getByText(requestStatus.offline.handoff)).toBeVisible();
  });

  it('says nothing can reach the desk when a send failed and nothing was kept', async () => {
    online = false;
    renderDialog({ state: 'failed', reason: 'offline', storage: 'blocked' });
    expect(await screen.findByText(requestStatus.offline.notSent)).toBeVisible();
  });

  it('says nothing of it once the desk has received the request', async () => {
    online = false;
    const request = renderDialog({ state: 'received' });
    const received = fillMessage(requestStatus.status.received, { reference: request.reference });
    expect(await screen.findByText(received)).toBeVisible();
    expect(screen.queryByText(/This device is offline/)).not.toBeInTheDocument();
  });
});
