import { pricing } from '@/content/pricing';
import { buildQuote, jetTypeOptionLabel, passengerLabel } from '@/lib/booking/instant-quote';
import { isJetType } from '@/lib/schemas/content/jet-types';

const rates = pricing.jetTypes;

describe('buildQuote', () => {
  it.each([
    ['light', 'Light Jet', 250_000, '₹2,50,000'],
    ['midsize', 'Midsize Jet', 450_000, '₹4,50,000'],
    ['heavy', 'Heavy Jet', 850_000, '₹8,50,000'],
    ['helicopter', 'Helicopter', 150_000, '₹1,50,000'],
  ])('quotes a %s from the rate card', (jetType, label, amount, formattedAmount) => {
    expect(buildQuote(jetType, pricing)).toEqual({ jetType, label, amount, formattedAmount });
  });

  it('follows the rate card when a marketer changes a price', () => {
    const edited = { ...pricing, jetTypes: { ...rates, heavy: { ...rates.heavy, indicativePrice: 1_234_567 } } };
    expect(buildQuote('heavy', edited)?.formattedAmount).toBe('₹12,34,567');
  });

  it('returns null for anything that is not a jet type, including inherited keys', () => {
    for (const value of ['', 'Light', 'airliner', 'toString', '__proto__', 'constructor', undefined, null, 3]) {
      expect(buildQuote(value, pricing)).toBeNull();
      expect(isJetType(value)).toBe(false);
    }
  });
});

describe('option labels', () => {
  it('shows each jet type with its passenger range', () => {
    expect(Object.values(rates).map(jetTypeOptionLabel)).toEqual([
      'Light Jet (4-7)',
      'Midsize Jet (6-9)',
      'Heavy Jet (10-14)',
      'Helicopter (2-6)',
    ]);
  });

  it('says Passenger for one and Passengers otherwise', () => {
    expect([1, 2, 16].map(passengerLabel)).toEqual(['1 Passenger', '2 Passengers', '16 Passengers']);
  });
});
