import { fireEvent, render, screen } from '@testing-library/react';
import { SavedTripList } from '@/components/account/saved-trip-list';
import { PartBoundary } from '@/components/ui/part-boundary';
import { failureMessages } from '@/content/failure-messages';
import { plan } from '@/lib/trips/plan';
import type { SavedTrip } from '@/lib/trips/saved-trip-schema';

// Outside Next's app router in jest: a plain link stands in for the prefetching one.
jest.mock('@/components/ui/intent-link', () => ({
  IntentLink: ({ href, children, className }: { href: string; children: React.ReactNode; className?: string }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
}));

jest.mock('@/lib/toast', () => ({ showToast: jest.fn() }));
jest.mock('@/lib/stores/use-auth-session', () => ({ removeSavedTrip: jest.fn(() => Promise.resolve({ ok: true })) }));
jest.mock('@/lib/trips/plan', () => {
  const actual = jest.requireActual('@/lib/trips/plan');
  return { ...actual, plan: jest.fn(actual.plan) };
});

// React reports every caught error on the console; these tests throw on purpose.
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

let broken = true;
function Fragile() {
  if (broken) throw new Error('forced');
  return <p>Estimate shown</p>;
}

describe('PartBoundary', () => {
  it('replaces only the part that threw, says so, offers Try again and a call', () => {
    broken = true;
    render(
      <main>
        <h1>Book a flight</h1>
        <PartBoundary>
          <Fragile />
        </PartBoundary>
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'Book a flight' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(failureMessages.part.title);
    expect(screen.getByRole('link', { name: /^Call / })).toHaveAttribute('href', expect.stringMatching(/^tel:/));
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: failureMessages.retry }));
    expect(screen.getByText('Estimate shown')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('SavedTripList', () => {
  const trip = (reference: string, departure: string): SavedTrip => ({
    reference,
    owner: 'a@example.com',
    savedAt: '2026-11-20T10:00:00.000Z',
    tripType: 'one-way',
    legs: [{ departure, arrival: 'Dubai (DXB)', date: '2026-12-01', time: '10:00' }],
    passengers: 2,
    jetType: 'light',
  });

  it('a trip that throws stands alone, named, with its Remove button; the others show', () => {
    const actual = jest.requireActual('@/lib/trips/plan').plan;
    jest.mocked(plan).mockImplementation((values, context) => {
      if (values.departure === 'Throwland') throw new Error('forced');
      return actual(values, context);
    });
    render(<SavedTripList trips={[trip('VJ-AAAAAA', 'Throwland'), trip('VJ-BBBBBB', 'Mumbai (BOM)')]} sent={[]} />);
    const broken = screen.getByRole('listitem', { name: 'Trip VJ-AAAAAA' });
    expect(broken).toHaveTextContent('Trip VJ-AAAAAA could not be shown.');
    expect(broken.querySelector('button')).toHaveTextContent('Remove');
    const healthy = screen.getByRole('listitem', { name: 'Trip VJ-BBBBBB' });
    expect(healthy).toHaveTextContent('Estimated total');
    expect(healthy).toHaveTextContent('Open');
  });
});
