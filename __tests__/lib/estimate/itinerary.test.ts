import fc from 'fast-check';
import { handWorkedPricing } from '@/__tests__/support/hand-worked-pricing';
import { content } from '@/lib/content';
import { estimateRoute, type RouteEstimate } from '@/lib/estimate/estimate';
import { estimateItinerary, type ItineraryEstimate, type ItineraryLine } from '@/lib/estimate/itinerary';
import { JET_TYPES, type JetType } from '@/lib/schemas/content/jet-types';
import { MAX_PRICED_STOPOVER_NIGHTS } from '@/lib/time/booking-window';

const { airports } = content;
const pricing = handWorkedPricing(content.pricing);

const codes = airports.map((airport) => airport.iata);
const jetType = fc.constantFrom(...JET_TYPES);
const DAY = 86_400_000;
const dateIn = (days: number) => new Date(Date.UTC(2027, 0, 10) + days * DAY).toISOString().slice(0, 10);

const ok = (result: ReturnType<typeof estimateItinerary>) => {
  if (result.status !== 'ok') throw new Error(`expected an estimate, got ${result.status}`);
  return result;
};
const alone = (from: string, to: string, type: JetType) =>
  estimateRoute({ from, to, jetType: type, passengers: 2 }, airports, pricing) as RouteEstimate;
const attempt = (legs: [string, string, string][], type: JetType = 'light') =>
  estimateItinerary(
    { legs: legs.map(([from, to, date]) => ({ from, to, date })), jetType: type, passengers: 2 },
    airports,
    pricing,
  );
const flownAlone = (from: string, to: string, type: JetType) =>
  estimateRoute({ from, to, jetType: type, passengers: 2 }, airports, pricing);
const trip = (legs: [string, string, string][], type: JetType = 'light') => ok(attempt(legs, type));
const halts = (estimate: ItineraryEstimate) =>
  estimate.lines.filter((line): line is Extract<ItineraryLine, { kind: 'night-halt' }> => line.kind === 'night-halt');

describe('estimateItinerary', () => {
  it('prices a one-leg itinerary exactly like the one-way estimate', () => {
    const single = trip([['DEL', 'GOI', dateIn(0)]]);
    const oneWay = alone('DEL', 'GOI', 'light');
    expect(single.total).toBe(oneWay.total);
    expect([single.low, single.high]).toEqual([oneWay.low, oneWay.high]);
  });

  it('waits with crew night halts, priced as a count of nights, when that costs less than flying home and back', () => {
    const estimate = trip([
      ['BOM', 'DXB', dateIn(0)],
      ['DXB', 'BOM', dateIn(2)],
    ]);
    expect(halts(estimate).map((line) => [line.nights, line.date, line.amount])).toEqual([
      [2, dateIn(0), 2 * pricing.jetTypes.light.crewNightHaltPerNight],
    ]);
    const [stopover] = estimate.stopovers;
    expect(stopover).toMatchObject({ after: 1, nights: 2, choice: 'wait' });
    expect(stopover.waitCost).toBeLessThan(stopover.homeCost as number);
  });

  it('hands a wait longer than the booking window to a consultant instead of computing it', () => {
    const result = estimateItinerary(
      {
        legs: [
          { from: 'BOM', to: 'DXB', date: '2026-12-01' },
          { from: 'DXB', to: 'BOM', date: '2400-01-01' },
        ],
        jetType: 'light',
        passengers: 2,
      },
      airports,
      pricing,
    );
    expect(result).toEqual({ status: 'long-stay', after: 1, nights: 136_266 });
  });

  it('still prices the longest wait it takes, as one line', () => {
    const estimate = trip([
      ['BOM', 'DXB', dateIn(0)],
      ['DXB', 'DEL', dateIn(MAX_PRICED_STOPOVER_NIGHTS)],
    ]);
    expect(estimate.stopovers[0].nights).toBe(MAX_PRICED_STOPOVER_NIGHTS);
    expect(halts(estimate).length).toBeLessThanOrEqual(1);
    expect(Number.isFinite(estimate.total)).toBe(true);
  });

  it('flies home and back instead when a long wait costs more', () => {
    const estimate = trip([
      ['BOM', 'GOI', dateIn(0)],
      ['GOI', 'BOM', dateIn(30)],
    ]);
    expect(halts(estimate)).toHaveLength(0);
    expect(estimate.stopovers[0]).toMatchObject({ choice: 'fly-home', nights: 30 });
    const roles = estimate.lines.flatMap((line) => (line.kind === 'segment' ? [line.segment.role] : []));
    expect(roles).toEqual(['flight', 'home', 'back', 'flight']);
  });

  it('positions from Mumbai, returns to base, and charges no halt while the aircraft is home', () => {
    const estimate = trip([
      ['DEL', 'BOM', dateIn(0)],
      ['BOM', 'GOI', dateIn(3)],
    ]);
    expect(estimate.stopovers[0]).toMatchObject({ choice: 'at-base', nights: 3 });
    const roles = estimate.lines.flatMap((line) => (line.kind === 'segment' ? [line.segment.role] : []));
    expect(roles).toEqual(['positioning-in', 'flight', 'flight', 'positioning-out']);
    expect(estimate.flyingDays).toBe(2);
  });

  it('bills the daily minimum on each flying day', () => {
    const estimate = trip([
      ['BOM', 'PNQ', dateIn(0)],
      ['PNQ', 'BOM', dateIn(0)],
    ]);
    const minimum = estimate.lines.find((line) => line.kind === 'minimum');
    expect(estimate.flyingDays).toBe(1);
    expect(minimum).toMatchObject({ flyingDays: 1 });
    expect(estimate.flownHours + (minimum?.kind === 'minimum' ? minimum.hours : 0)).toBeCloseTo(2);
  });

  it('flies the gap when the next leg starts somewhere else', () => {
    const estimate = trip([
      ['BOM', 'DEL', dateIn(0)],
      ['JAI', 'BOM', dateIn(0)],
    ]);
    const roles = estimate.lines.flatMap((line) => (line.kind === 'segment' ? [line.segment.role] : []));
    expect(roles).toEqual(['flight', 'reposition', 'flight']);
  });

  it('refuses a trip with a hop beyond the range, naming the longest hop and who flies it', () => {
    const refused = attempt([
      ['BOM', 'DEL', dateIn(0)],
      ['DEL', 'LHR', dateIn(1)],
    ]);
    expect(refused).toMatchObject({
      status: 'beyond-range',
      // London home to Mumbai is the longest hop of the trip.
      from: expect.objectContaining({ iata: 'LHR' }),
      to: expect.objectContaining({ iata: 'BOM' }),
      suggestion: { jetType: 'heavy' },
    });
  });

  it('prices undated legs as same-day and says so', () => {
    const estimate = trip([
      ['BOM', 'DXB', ''],
      ['DXB', 'BOM', dateIn(5)],
    ]);
    expect(estimate.datesPending).toBe(true);
    expect(halts(estimate)).toHaveLength(0);
  });

  it('explains what it cannot price', () => {
    const legs = (a: string, b: string) => ({
      legs: [{ from: a, to: b, date: '' }],
      jetType: 'light' as const,
      passengers: 1,
    });
    expect(estimateItinerary(legs('BOM', ''), airports, pricing)).toEqual({ status: 'incomplete' });
    expect(estimateItinerary(legs('BOM', 'Alibag helipad'), airports, pricing)).toEqual({
      status: 'unknown',
      places: ['Alibag helipad'],
    });
    expect(estimateItinerary(legs('BOM', 'Mumbai'), airports, pricing)).toMatchObject({
      status: 'same-airport',
      leg: 1,
    });
  });
});

describe('itinerary invariants', () => {
  const leg = fc
    .tuple(fc.constantFrom(...codes), fc.constantFrom(...codes), fc.integer({ min: 0, max: 10 }))
    .filter(([from, to]) => from !== to);

  it('an itinerary never costs less than any of its legs flown alone', () => {
    fc.assert(
      fc.property(jetType, fc.array(leg, { minLength: 2, maxLength: 6 }), (type, legs) => {
        let day = 0;
        const dated = legs.map(([from, to, gap]): [string, string, string] => [from, to, dateIn((day += gap))]);
        const whole = attempt(dated, type);
        // A trip the category cannot fly has no price to compare; nor has a leg it cannot fly alone.
        fc.pre(whole.status === 'ok');
        for (const [from, to] of dated) {
          const single = flownAlone(from, to, type);
          if (single.status === 'ok') expect(whole.total).toBeGreaterThanOrEqual(single.total);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a round trip with a long wait never costs more than two one-way trips with positioning', () => {
    fc.assert(
      fc.property(
        jetType,
        fc.constantFrom(...codes),
        fc.constantFrom(...codes),
        fc.integer({ min: 5, max: 60 }),
        (type, a, b, nights) => {
          fc.pre(a !== b && flownAlone(a, b, type).status === 'ok' && flownAlone(b, a, type).status === 'ok');
          const round = trip(
            [
              [a, b, dateIn(0)],
              [b, a, dateIn(nights)],
            ],
            type,
          );
          const separate = alone(a, b, type).total + alone(b, a, type).total;
          // Two trips taxed together can round their GST one rupee above two taxed apart.
          expect(round.total).toBeLessThanOrEqual(separate + 1);
        },
      ),
      { numRuns: 300 },
    );
  });
});
