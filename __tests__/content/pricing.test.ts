import { pricing } from '@/content/pricing';
import { parseContent } from '@/lib/content/parse';
import { pricingSchema } from '@/lib/schemas/content/pricing';

describe('pricing content', () => {
  it('is valid', () => {
    expect(() => parseContent(pricingSchema, pricing, 'content/pricing.ts')).not.toThrow();
  });

  it('keeps the SPEC.md rate card', () => {
    const { light, midsize, heavy, helicopter } = pricing.jetTypes;
    expect([light.indicativePrice, midsize.indicativePrice, heavy.indicativePrice, helicopter.indicativePrice]).toEqual(
      [250_000, 450_000, 850_000, 150_000],
    );
    expect([light, midsize, heavy, helicopter].map((t) => `${t.minPassengers}-${t.maxPassengers}`)).toEqual([
      '4-8',
      '6-9',
      '10-16',
      '2-6',
    ]);
  });
});
