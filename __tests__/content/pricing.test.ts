import { pricing } from '@/content/pricing';
import { parseContent } from '@/lib/content';
import { JET_TYPES } from '@/lib/schemas/content/jet-types';
import { pricingSchema } from '@/lib/schemas/content/pricing';

describe('pricing content', () => {
  it('is valid', () => {
    expect(() => parseContent(pricingSchema, pricing, 'content/pricing.ts')).not.toThrow();
  });

  it('keeps the published rate card', () => {
    const { light, midsize, heavy, helicopter } = pricing.jetTypes;
    expect([light.indicativePrice, midsize.indicativePrice, heavy.indicativePrice, helicopter.indicativePrice]).toEqual(
      [250_000, 450_000, 850_000, 150_000],
    );
    // Seats are the largest aircraft of each category in content/fleet.ts (7, 9, 14 and 6).
    expect([light, midsize, heavy, helicopter].map((t) => `${t.minPassengers}-${t.seats}`)).toEqual([
      '4-7',
      '6-9',
      '10-14',
      '2-6',
    ]);
  });

  it('gives every category the figures the route estimate needs', () => {
    for (const type of JET_TYPES) {
      const rate = pricing.jetTypes[type];
      expect(rate.cruiseSpeedKn).toBeGreaterThan(0);
      expect(rate.seats).toBeGreaterThanOrEqual(rate.minPassengers);
      expect(rate.landingCharges.international).toBeGreaterThanOrEqual(rate.landingCharges.domestic);
    }
    // Each category's range is the shortest in it: Phenom 300E, Challenger 350, Falcon 8X, Bell 429.
    expect(JET_TYPES.map((type) => pricing.jetTypes[type].rangeNm)).toEqual([2_010, 3_200, 6_450, 370]);
  });

  it('bills at least 2 hours per flying day from the Mumbai base and shows GST as a rate', () => {
    expect(pricing.estimate.minimumBillableHoursPerDay).toBe(2);
    expect(pricing.estimate.baseAirport).toBe('BOM');
    expect(pricing.estimate.gstRate).toBe(0.18);
    expect(pricing.estimate.rangeSpread).toEqual({ low: -0.08, high: 0.12 });
  });

  it('lists de-icing and special catering as not included, and never a charge the estimate prices', () => {
    const text = pricing.estimate.exclusions.join(' ');
    expect(text).toMatch(/De-icing/);
    // Night halts, positioning, landings and GST are lines of the estimate, with their rates on the price guide.
    expect(text).not.toMatch(/night halt|positioning|landing|GST/i);
    expect(text).toMatch(/Special catering/);
  });

  it('reports a typo with the file and path', () => {
    const broken = {
      ...pricing,
      jetTypes: { ...pricing.jetTypes, light: { ...pricing.jetTypes.light, seats: 3 } },
    };
    expect(() => parseContent(pricingSchema, broken, 'content/pricing.ts')).toThrow(
      /Invalid content in content\/pricing\.ts:\n {2}- jetTypes\.light\.seats: seats must be at least minPassengers/,
    );
  });

  it('refuses an assumption that names another minimum than the rate card bills', () => {
    const broken = { ...pricing, estimate: { ...pricing.estimate, minimumBillableHoursPerDay: 3 } };
    expect(() => parseContent(pricingSchema, broken, 'content/pricing.ts')).toThrow(
      /- estimate\.assumptions\.3: says 2 flying hours, but content\/data\/pricing\.json bills at least 3/,
    );
  });
});
