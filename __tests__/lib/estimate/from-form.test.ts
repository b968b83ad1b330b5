import { handWorkedPricing } from '@/__tests__/support/hand-worked-pricing';
import { content } from '@/lib/content';
import { estimateFromForm } from '@/lib/estimate/estimate';

const { airports } = content;
const pricing = handWorkedPricing(content.pricing);

describe('estimateFromForm', () => {
  it('estimates from the booking form values', () => {
    const estimate = estimateFromForm(
      { departure: 'Mumbai (BOM)', arrival: 'New Delhi (DEL)', jetType: 'light', passengers: '4' },
      airports,
      pricing,
    );
    // Mumbai to Delhi in a light jet, as worked in routes.test.ts: ₹10,63,333 + 18% GST ₹1,91,400
    expect(estimate).toMatchObject({ status: 'ok', total: 1_254_733, passengers: 4 });
  });

  it('waits for a real jet type and for both places', () => {
    expect(estimateFromForm({ departure: 'BOM', arrival: 'DEL', jetType: 'toString' }, airports, pricing)).toEqual({
      status: 'incomplete',
    });
    expect(estimateFromForm({ departure: 'BOM', jetType: 'light' }, airports, pricing)).toEqual({
      status: 'incomplete',
    });
  });

  it("never calls an object passenger count's toString, which may throw", () => {
    const passengers = { toString: '' };
    expect(() =>
      estimateFromForm({ departure: 'BOM', arrival: 'DEL', jetType: 'light', passengers }, airports, pricing),
    ).not.toThrow();
  });

  it('treats a missing or nonsense passenger count as one passenger', () => {
    const estimate = estimateFromForm(
      { departure: 'BOM', arrival: 'PNQ', jetType: 'helicopter', passengers: undefined },
      airports,
      pricing,
    );
    expect(estimate).toMatchObject({ status: 'ok', passengers: 1, seatCheck: { ok: true } });
  });
});
