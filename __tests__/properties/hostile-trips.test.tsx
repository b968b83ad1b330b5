import { render } from '@testing-library/react';
import fc from 'fast-check';
import { SavedTripList } from '@/components/account/saved-trip-list';
import { PlannerEstimatePanel } from '@/components/booking/planner-estimate-panel';
import { content } from '@/lib/content';
import { plan } from '@/lib/trips/plan';
import { parseTrips } from '@/lib/trips/trip-storage';
import { readPlannerAddress } from '@/lib/trips/url';

// Outside Next's app router in jest: a plain link stands in for the prefetching one.
jest.mock('@/components/ui/intent-link', () => ({
  IntentLink: ({ href, children, className }: { href: string; children: React.ReactNode; className?: string }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
}));

// Whatever an address or this browser's storage holds, the planner's parser, the estimator and the
// dashboard's saved-trip list neither throw nor show money that is not a sum: NaN, Infinity or
// below zero.

const { airports, pricing } = content;
const codes = airports.map((airport) => airport.iata);
const NOW = new Date('2026-11-26T06:00:00Z');

/** A real calendar date anywhere in years 0001 to 9999. */
const realDate = fc
  .date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
/** Any date a hostile link could carry: every year from 0001 to 9999, real or not. */
const anyDate = fc.oneof(
  fc
    .tuple(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
    .map(([y, m, d]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
  realDate,
  fc
    .integer({ min: -40, max: 900 })
    .map((days) => new Date(NOW.getTime() + days * 86_400_000).toISOString().slice(0, 10)),
  fc.string(),
);
const place = fc.oneof(fc.constantFrom(...codes), fc.constantFrom('Mumbai', 'Dubai', 'Lonavala', ''), fc.string());
const anyTime = fc.oneof(fc.constantFrom('10:00', '00:00', '23:59', '24:00', '9:9'), fc.string());
const leg = fc.record({ from: place, to: place, date: anyDate, time: anyTime }, { requiredKeys: [] });

const address = fc
  .record(
    {
      trip: fc.constantFrom('one-way', 'round-trip', 'multi-city', 'other'),
      pax: fc.oneof(fc.integer({ min: -5, max: 40 }).map(String), fc.string()),
      jet: fc.oneof(fc.constantFrom('light', 'midsize', 'heavy', 'rocket'), fc.string()),
      rdate: anyDate,
      rtime: anyTime,
      legs: fc.array(leg, { maxLength: 7 }),
    },
    { requiredKeys: ['legs'] },
  )
  .map(({ legs, ...rest }) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(rest)) if (value !== undefined) params.set(key, value);
    legs.forEach((item, index) => {
      const suffix = index === 0 ? '' : String(index + 1);
      for (const [key, value] of Object.entries(item)) if (value !== undefined) params.set(`${key}${suffix}`, value);
    });
    return `?${params.toString()}`;
  });

const BAD_MONEY = /NaN|Infinity|-\s*₹|₹\s*-/;

function expectSaneMoney(result: ReturnType<typeof plan>) {
  const { estimate } = result;
  if (estimate.status !== 'ok') return;
  const amounts = [estimate.total, estimate.low, estimate.high, estimate.subtotal, estimate.gst];
  if ('lines' in estimate) amounts.push(...estimate.lines.map((line) => line.amount));
  for (const amount of amounts) {
    expect(Number.isFinite(amount)).toBe(true);
    expect(amount).toBeGreaterThanOrEqual(0);
  }
}

// Mostly well-formed trips (so most reach the list and the estimator), with real dates of any year.
const storedTrip = fc.record(
  {
    reference: fc.oneof(fc.constantFrom('VJ-AAAAAA', 'VJ-ZZ9999', 'VJ-BAD'), fc.string()),
    owner: fc.constantFrom('asha@example.com', 'asha@example.com', ''),
    savedAt: fc.constantFrom('2026-11-20T10:00:00.000Z', '2026-11-20T10:00:00.000Z', 'yesterday'),
    tripType: fc.constantFrom('one-way', 'round-trip', 'multi-city', 'other'),
    legs: fc.array(
      fc.record({
        departure: fc.constantFrom(...codes, 'Lonavala'),
        arrival: fc.constantFrom(...codes, 'Lonavala'),
        date: fc.oneof(realDate, anyDate, fc.constant('')),
        time: fc.constantFrom('10:00', ''),
      }),
      { minLength: 1, maxLength: 7 },
    ),
    passengers: fc.oneof(fc.integer({ min: 1, max: 16 }), fc.integer({ min: -3, max: 20 }), fc.double()),
    jetType: fc.oneof(fc.constantFrom('light', 'midsize', 'heavy'), fc.string()),
  },
  { requiredKeys: ['reference', 'owner', 'savedAt', 'tripType', 'legs', 'passengers', 'jetType'] },
);
const storedValue = fc.oneof(
  fc
    .array(fc.oneof(storedTrip, fc.anything()), { maxLength: 4 })
    .map((trips) => JSON.stringify({ state: { trips }, version: 1 })),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.string(),
);

beforeAll(() => {
  jest.useFakeTimers({ now: NOW, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
});
afterAll(() => jest.useRealTimers());

describe('hostile planner addresses and stored trips', () => {
  it('a far return date is dropped from the address, and the estimate never throws', () => {
    const search = '?trip=round-trip&from=BOM&to=DXB&date=2026-12-01&time=10:00&rdate=2400-01-01&rtime=10:00';
    const { values, droppedDates } = readPlannerAddress(search, NOW);
    expect(droppedDates).toBe(1);
    expect(values.returnDate).toBeUndefined();
    expect(() => plan(values, { airports, pricing })).not.toThrow();
  });

  it('the parser and the estimator take any address', () => {
    fc.assert(
      fc.property(address, (search) => {
        const { values, droppedDates } = readPlannerAddress(search, NOW);
        expect(droppedDates).toBeGreaterThanOrEqual(0);
        expectSaneMoney(plan(values, { airports, pricing }));
      }),
      { numRuns: 300 },
    );
  });

  it('the estimator takes any itinerary, dates of any year included', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('round-trip', 'multi-city') as fc.Arbitrary<'round-trip' | 'multi-city'>,
        fc.array(
          fc.record({
            departure: fc.constantFrom(...codes),
            arrival: fc.constantFrom(...codes),
            date: realDate,
            time: fc.constant('10:00'),
          }),
          { minLength: 2, maxLength: 6 },
        ),
        (tripType, [first, ...rest]) => {
          const values = {
            tripType,
            jetType: 'light' as const,
            passengers: 2,
            ...first,
            nextLegs: rest,
            returnDate: rest[0].date,
          };
          expectSaneMoney(plan(values, { airports, pricing }));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('the estimate panel shows any address without throwing or showing broken money', () => {
    fc.assert(
      fc.property(address, (search) => {
        const { values } = readPlannerAddress(search, NOW);
        const { container, unmount } = render(
          <PlannerEstimatePanel values={values} airports={airports} pricing={pricing} brand="Vayu Jets" />,
        );
        expect(container.textContent).not.toMatch(BAD_MONEY);
        unmount();
      }),
      { numRuns: 60 },
    );
  });

  it('the dashboard list shows whatever storage holds without throwing or showing broken money', () => {
    fc.assert(
      fc.property(storedValue, (raw) => {
        const { value: trips } = parseTrips(raw);
        for (const trip of trips) {
          expect(trip.legs.every((item) => item.date === '' || item.date <= '2028-05-26')).toBe(true);
        }
        const { container, unmount } = render(<SavedTripList trips={trips} sent={[]} />);
        expect(container.textContent).not.toMatch(BAD_MONEY);
        // Every trip that reads is shown in full: none needed its boundary.
        expect(container.querySelectorAll('[role="alert"]')).toHaveLength(0);
        unmount();
      }),
      { numRuns: 200 },
    );
  });

  it('a stored trip with a date years ahead is kept aside, not shown', () => {
    const trip = {
      reference: 'VJ-AAAAAA',
      owner: 'asha@example.com',
      savedAt: '2026-11-20T10:00:00.000Z',
      tripType: 'round-trip',
      legs: [
        { departure: 'Mumbai (BOM)', arrival: 'Dubai (DXB)', date: '2026-12-01', time: '10:00' },
        { departure: 'Dubai (DXB)', arrival: 'Mumbai (BOM)', date: '2400-01-01', time: '10:00' },
      ],
      passengers: 2,
      jetType: 'light',
    };
    const parsed = parseTrips(JSON.stringify({ state: { trips: [trip] }, version: 1 }));
    expect(parsed).toMatchObject({ value: [], intact: false });
  });
});
