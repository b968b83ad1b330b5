import { handWorkedPricing } from '@/__tests__/support/hand-worked-pricing';
import { content } from '@/lib/content';
import { estimateRoute, type RouteEstimate } from '@/lib/estimate/estimate';
import { formatDuration } from '@/lib/estimate/format';
import { estimateItinerary } from '@/lib/estimate/itinerary';
import { JET_TYPES } from '@/lib/schemas/content/jet-types';

const { airports } = content;
const pricing = handWorkedPricing(content.pricing);

function oneWay(from: string, to: string, jetType: (typeof JET_TYPES)[number]): RouteEstimate {
  const estimate = estimateRoute({ from, to, jetType, passengers: 1 }, airports, pricing);
  if (estimate.status !== 'ok') throw new Error(estimate.status);
  return estimate;
}

const sum = (lines: readonly { amount: number }[]) => lines.reduce((total, line) => total + line.amount, 0);

describe('money in an estimate', () => {
  it('bills the time shown: Mumbai to Pune by helicopter is 2 h of billing, ₹3,40,000 with landings', () => {
    // Each leg 45.95 min → 46 min × ₹1,50,000 ÷ 60 = ₹1,15,000; top-up 120 − 92 = 28 min × ₹2,500 = ₹70,000;
    // landings ₹40,000: 1,15,000 × 2 + 70,000 + 40,000 = ₹3,40,000 (pricing fractions of a minute gave ₹3,39,999).
    const estimate = oneWay('BOM', 'PNQ', 'helicopter');
    expect(estimate.lineItems.map((item) => item.amount)).toEqual([115_000, 115_000, 70_000, 40_000]);
    expect(estimate.subtotal).toBe(340_000);
  });

  it('adds the time lines on their running total: a heavy jet to Goa at the 2 h minimum is ₹17,00,000 of time', () => {
    // 58.67 min → 59 min a leg at ₹8,50,000 an hour (₹14,166.67 a minute): 59 min → ₹8,35,833.33 → ₹8,35,833;
    // 118 min → ₹16,71,666.67 → ₹16,71,667, so ₹8,35,834; 120 min → ₹17,00,000, so the 2-min top-up is ₹28,333.
    // Each line rounded alone would make ₹8,35,833 + ₹8,35,833 + ₹28,333 = ₹16,99,999.
    const estimate = oneWay('BOM', 'GOI', 'heavy');
    expect(estimate.lineItems.map((item) => item.amount)).toEqual([835_833, 835_834, 28_333, 180_000]);
    expect(estimate.subtotal).toBe(1_880_000);
  });

  it('shows no minimum line when the flying already reaches it', () => {
    // Mumbai to Goa (Mopa) in a light jet: 59.81 min → 60 min a leg, 120 min in all: no top-up, so no
    // "Minimum billing: 0 min more" line; 60 × ₹2,50,000 ÷ 60 = ₹2,50,000 a leg + ₹80,000 = ₹5,80,000.
    const estimate = oneWay('BOM', 'GOX', 'light');
    expect(estimate.lineItems.map((item) => item.kind)).toEqual(['flight', 'positioning-out', 'landings']);
    expect(estimate.subtotal).toBe(580_000);
  });

  it('on every route and category it can fly: the subtotal is the sum of the lines shown, and any minimum is minutes more', () => {
    let priced = 0;
    for (const from of airports)
      for (const to of airports.filter((airport) => airport.iata !== from.iata).slice(0, 12))
        for (const jetType of JET_TYPES) {
          const estimate = estimateRoute({ from: from.iata, to: to.iata, jetType, passengers: 1 }, airports, pricing);
          if (estimate.status === 'beyond-range') continue;
          if (estimate.status !== 'ok') throw new Error(estimate.status);
          priced += 1;
          expect(estimate.subtotal).toBe(sum(estimate.lineItems));
          expect(estimate.total).toBe(estimate.subtotal + estimate.gst);
          for (const item of estimate.lineItems)
            if (item.kind === 'minimum') expect(formatDuration(item.hours)).not.toBe('0 min');
        }
    expect(priced).toBeGreaterThan(airports.length * 12);
  });

  it('an itinerary follows the same rule', () => {
    const request = {
      legs: [
        { from: 'BOM', to: 'PNQ', date: '2027-03-20' },
        { from: 'PNQ', to: 'GOX', date: '2027-03-22' },
        { from: 'GOX', to: 'BOM', date: '2027-03-22' },
      ],
      jetType: 'helicopter' as const,
      passengers: 2,
    };
    const estimate = estimateItinerary(request, airports, pricing);
    if (estimate.status !== 'ok') throw new Error(estimate.status);
    expect(estimate.subtotal).toBe(sum(estimate.lines));
    expect(estimate.total).toBe(estimate.subtotal + estimate.gst);
    for (const line of estimate.lines)
      if (line.kind === 'minimum') expect(formatDuration(line.hours)).not.toBe('0 min');
  });
});
