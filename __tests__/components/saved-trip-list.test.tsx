import { render, screen } from '@testing-library/react';
import { SavedTripList } from '@/components/account/saved-trip-list';
import type { SentRequest } from '@/lib/account/sent-requests';
import type { SavedTrip } from '@/lib/trips/saved-trip-schema';

jest.mock('next/navigation', () => ({ useRouter: () => ({ prefetch: jest.fn() }) }));

const trip = (reference: string): SavedTrip => ({
  reference,
  owner: 'a@example.com',
  savedAt: '2026-11-20T10:00:00.000Z',
  tripType: 'one-way',
  legs: [{ departure: 'Mumbai (BOM)', arrival: 'Dubai (DXB)', date: '2026-12-01', time: '10:00' }],
  passengers: 2,
  jetType: 'light',
});

const sent = (reference: string, quote: string, sentAt: string): SentRequest => ({
  reference,
  quote,
  owner: 'a@example.com',
  sentAt,
  status: 'whatsapp',
  kind: 'booking',
  route: 'Mumbai → Dubai',
  dates: ['2026-12-01'],
  estimate: null,
  reason: undefined,
  registration: undefined,
});

describe('a saved trip', () => {
  it('names its quote reference as the quote’s, and once asked for, its latest request, the one to quote', () => {
    render(
      <SavedTripList
        trips={[trip('VJ-QQQQQQ'), trip('VJ-NOTSNT')]}
        sent={[
          sent('VJ-AAAAAA', 'VJ-QQQQQQ', '2026-11-21T10:00:00.000Z'),
          sent('VJ-BBBBBB', 'VJ-QQQQQQ', '2026-11-22T10:00:00.000Z'),
        ]}
      />,
    );
    const asked = screen.getByRole('listitem', { name: 'Trip VJ-QQQQQQ' });
    expect(asked).toHaveTextContent('Mumbai → Dubai');
    expect(asked).toHaveTextContent('Quote reference VJ-QQQQQQ');
    expect(asked).toHaveTextContent('Your request VJ-BBBBBB · Handed to WhatsApp 22 November 2026');
    expect(asked).not.toHaveTextContent('VJ-AAAAAA');
    const planned = screen.getByRole('listitem', { name: 'Trip VJ-NOTSNT' });
    expect(planned).toHaveTextContent('Quote reference VJ-NOTSNT');
    expect(planned).not.toHaveTextContent('Your request');
  });
});
