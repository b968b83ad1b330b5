import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PendingRequests } from '@/components/requests/pending-requests';
import { requestStatus } from '@/content/request-status';
import { createRequest } from '@/lib/requests/build';
import { enqueue, outboxEntries } from '@/lib/requests/outbox';
import { OUTBOX_KEY } from '@/lib/requests/outbox-storage';

const request = (name: string) =>
  createRequest(
    {
      kind: 'contact',
      heading: 'Hi',
      fields: [{ label: 'Message', value: `Goa on Friday, ${name}` }],
      notes: [],
      details: {},
      contact: { name, email: `${name.toLowerCase()}@example.com` },
    },
    { page: '/contact/' },
  );

beforeEach(() => localStorage.clear());

describe('PendingRequests: each account sees its own', () => {
  it('shows and cancels only the waiting requests of the account given, never another’s or a visitor’s', async () => {
    const [a, b, visitor] = [request('Asha'), request('Bina'), request('Chitra')];
    enqueue(a, 'a@example.com');
    enqueue(b, 'b@example.com');
    enqueue(visitor, null);
    render(<PendingRequests account="b@example.com" />);
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(list).toHaveTextContent(b.reference);
    expect(screen.queryByText(a.reference)).toBeNull();
    expect(screen.queryByText(visitor.reference)).toBeNull();
    // Its hand-off carries its own words only.
    const whatsapp = screen.getByRole('link', { name: requestStatus.whatsapp });
    expect(decodeURIComponent(whatsapp.getAttribute('href') ?? '')).toContain('Goa on Friday, Bina');
    await userEvent.setup().click(screen.getByRole('button', { name: `${requestStatus.cancel} ${b.reference}` }));
    expect(outboxEntries().map((entry) => entry.request.id)).toEqual([a.id, visitor.id]);
  });

  it('a signed-out visitor’s confirmation lists the visitor’s requests only', () => {
    const [a, visitor] = [request('Asha'), request('Chitra')];
    enqueue(a, 'a@example.com');
    enqueue(visitor, null);
    render(<PendingRequests account={null} />);
    expect(screen.getByRole('list')).toHaveTextContent(visitor.reference);
    expect(screen.queryByText(a.reference)).toBeNull();
  });

  it('an unreadable entry is set aside with a notice; the page still lists the others', () => {
    const kept = request('Asha');
    enqueue(kept, null);
    const stored = JSON.parse(localStorage.getItem(OUTBOX_KEY) as string);
    stored.state.entries.push({
      ...stored.state.entries[0],
      request: { ...stored.state.entries[0].request, id: 'broken-0001', contact: { name: { first: 'x' } } },
    });
    localStorage.setItem(OUTBOX_KEY, JSON.stringify(stored));
    render(<PendingRequests account={null} />);
    expect(screen.getByRole('status')).toHaveTextContent(requestStatus.setAside);
    expect(screen.getByRole('list')).toHaveTextContent(kept.reference);
  });
});
