import { fillMessage, messages } from '@/content/messages';
import { pricing } from '@/content/pricing';
import { buildQuote, instantQuoteToast, jetTypeOptionLabel, passengerLabel } from '@/lib/booking/instant-quote';
import { isJetType } from '@/lib/schemas/content/jet-types';

const rates = pricing.jetTypes;

const toastFor = (jetType: string, trip?: { total: number }) => {
  const quote = buildQuote(jetType, pricing);
  if (!quote) throw new Error(`no quote for ${jetType}`);
  const { message, values } = instantQuoteToast(quote, trip);
  return { title: message.title, description: fillMessage(message.description ?? '', values) };
};

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

describe('instant quote toast', () => {
  it("names this trip's estimated total, and the jet type's rate labelled per flight hour", () => {
    expect(toastFor('light', { total: 684_000 })).toEqual({
      title: 'Instant Quote Generated',
      description:
        'Estimated cost of this trip in a Light Jet: ₹6,84,000, GST as applicable. A Light Jet is ₹2,50,000 per flight hour. Contact our experts for an exact quote.',
    });
  });

  it('without a priced trip, gives the rate per flight hour and asks for the route', () => {
    expect(toastFor('helicopter')).toEqual({
      title: messages.instantQuoteRate.title,
      description:
        'A Helicopter is ₹1,50,000 per flight hour. Choose where from and where to, and the estimate prices this trip. Contact our experts for an exact quote.',
    });
  });

  it('leaves no placeholder unfilled for any jet type', () => {
    for (const jetType of Object.keys(rates)) {
      expect(toastFor(jetType).description).not.toMatch(/[{}]/);
      expect(toastFor(jetType, { total: 1 }).description).not.toMatch(/[{}]/);
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
