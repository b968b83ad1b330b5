import fc from 'fast-check';
import { content } from '@/lib/content';
import { estimateRoute } from '@/lib/estimate/estimate';
import { greatCircleKm } from '@/lib/estimate/geo';
import { planLegs } from '@/lib/estimate/legs';
import { quoteLegs } from '@/lib/estimate/money';
import type { Airport } from '@/lib/schemas/content/airports';
import { JET_TYPES } from '@/lib/schemas/content/jet-types';

const { airports, pricing } = content;

const base = airports.find((airport) => airport.iata === 'BOM') as Airport;
const jetType = fc.constantFrom(...JET_TYPES);
const latitude = fc.double({ min: -90, max: 90, noNaN: true });
const longitude = fc.double({ min: -180, max: 180, noNaN: true });
const place = (iata: string, countryCode: string) =>
  fc.record({ latitude, longitude }).map((point): Airport => ({
    ...point,
    iata,
    icao: `X${iata}`,
    city: iata,
    name: iata,
    country: countryCode,
    countryCode,
  }));

function finiteNumbers(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  if (value && typeof value === 'object') return Object.values(value).every(finiteNumbers);
  return true;
}

describe('estimator invariants', () => {
  it('a longer route never costs less (same start, same category, same kind of landing)', () => {
    fc.assert(
      fc.property(
        jetType,
        fc.constantFrom('IN', 'GB'),
        place('AAA', 'IN'),
        place('BBB', 'IN'),
        (type, country, a, b) => {
          const near = { ...a, countryCode: country };
          const far = { ...b, countryCode: country };
          const rate = pricing.jetTypes[type];
          const [shorter, longer] = greatCircleKm(base, near) <= greatCircleKm(base, far) ? [near, far] : [far, near];
          const quoteTo = (to: Airport) => quoteLegs(planLegs(base, to, base, rate), rate, pricing.estimate);
          expect(quoteTo(longer).total).toBeGreaterThanOrEqual(quoteTo(shorter).total);
        },
      ),
    );
  });

  it('the range always contains the total and its own midpoint, and low ≤ high', () => {
    fc.assert(
      fc.property(jetType, place('AAA', 'IN'), place('BBB', 'FR'), (type, from, to) => {
        const rate = pricing.jetTypes[type];
        const quote = quoteLegs(planLegs(from, to, base, rate), rate, pricing.estimate);
        const midpoint = (quote.low + quote.high) / 2;
        expect(quote.low).toBeLessThanOrEqual(quote.total);
        expect(quote.high).toBeGreaterThanOrEqual(quote.total);
        expect(midpoint).toBeGreaterThanOrEqual(quote.low);
        expect(midpoint).toBeLessThanOrEqual(quote.high);
      }),
    );
  });

  it('never produces NaN or Infinity, for any points including equal ones and antipodes', () => {
    const antipodes = fc.record({ latitude, longitude }).map(({ latitude: lat, longitude: lon }) => [
      { latitude: lat, longitude: lon },
      { latitude: -lat, longitude: lon > 0 ? lon - 180 : lon + 180 },
    ]);
    const pairs = fc.oneof(
      fc.tuple(fc.record({ latitude, longitude }), fc.record({ latitude, longitude })),
      fc.record({ latitude, longitude }).map((point) => [point, point]),
      antipodes,
    );
    fc.assert(
      fc.property(pairs, jetType, fc.constantFrom('IN', 'AE'), ([p, q], type, country) => {
        const from: Airport = { ...base, ...p, iata: 'AAA', countryCode: country };
        const to: Airport = { ...base, ...q, iata: 'BBB' };
        const rate = pricing.jetTypes[type];
        const quote = quoteLegs(planLegs(from, to, base, rate), rate, pricing.estimate);
        expect(finiteNumbers(quote)).toBe(true);
        expect(quote.total).toBeGreaterThan(0);
      }),
    );
  });

  it('answers any typed text and passenger count without throwing or NaN', () => {
    const text = fc.oneof(fc.string(), fc.constantFrom(...airports.map((airport) => airport.iata), 'Mumbai (BOM)', ''));
    const passengers = fc.oneof(fc.integer({ min: -5, max: 40 }), fc.constantFrom(Number.NaN, Infinity));
    fc.assert(
      fc.property(text, text, jetType, passengers, (from, to, type, count) => {
        const estimate = estimateRoute({ from, to, jetType: type, passengers: count }, airports, pricing);
        expect(['incomplete', 'unknown', 'same-airport', 'beyond-range', 'ok']).toContain(estimate.status);
        expect(finiteNumbers(estimate)).toBe(true);
      }),
    );
  });

  it('every pair of listed airports gets a finite, positive estimate in every category', () => {
    for (const type of JET_TYPES) {
      for (const from of airports) {
        for (const to of airports) {
          const rate = pricing.jetTypes[type];
          const { total, low, high } = quoteLegs(planLegs(from, to, base, rate), rate, pricing.estimate);
          if (!(total > 0 && low <= total && total <= high))
            throw new Error(`${type} ${from.iata}-${to.iata}: ${total}`);
        }
      }
    }
  });
});
