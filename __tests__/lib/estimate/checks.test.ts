import { content } from '@/lib/content';
import { checkRange, checkSeats } from '@/lib/estimate/checks';

const { pricing } = content;

describe('checkSeats', () => {
  it('passes a group that fits', () => {
    expect(checkSeats(pricing, 'light', { passengers: 8, distanceNm: 600 })).toEqual({ ok: true });
  });

  it('suggests the most economical category that seats everyone', () => {
    // 9 passengers: midsize (9 seats, ₹4,50,000/h) before heavy (16 seats, ₹8,50,000/h)
    expect(checkSeats(pricing, 'light', { passengers: 9, distanceNm: 600 })).toEqual({
      ok: false,
      seats: 8,
      suggestion: 'midsize',
    });
    expect(checkSeats(pricing, 'helicopter', { passengers: 12, distanceNm: 100 })).toEqual({
      ok: false,
      seats: 6,
      suggestion: 'heavy',
    });
  });

  it('prefers a category that also has the range', () => {
    // 9 passengers to London (3,895 nm): the midsize seats them but only the heavy jet flies it non-stop
    expect(checkSeats(pricing, 'light', { passengers: 9, distanceNm: 3_895 })).toMatchObject({ suggestion: 'heavy' });
  });
});

describe('checkRange', () => {
  it('passes a route inside the range', () => {
    expect(checkRange(pricing, 'helicopter', { passengers: 2, distanceNm: 370 })).toEqual({ ok: true });
  });

  it('counts fuel stops and suggests a longer-range category', () => {
    // Mumbai–Delhi (614 nm) by helicopter: ⌈614 ÷ 370⌉ − 1 = 1 stop; the light jet flies it non-stop
    expect(checkRange(pricing, 'helicopter', { passengers: 2, distanceNm: 614 })).toEqual({
      ok: false,
      rangeNm: 370,
      fuelStops: 1,
      suggestion: 'light',
    });
  });

  it('has no suggestion when no category flies the route non-stop', () => {
    // Mumbai–New York is about 6,780 nm; 9,000 nm is beyond even the heavy jet
    expect(checkRange(pricing, 'heavy', { passengers: 10, distanceNm: 9_000 })).toEqual({
      ok: false,
      rangeNm: 7_700,
      fuelStops: 1,
      suggestion: undefined,
    });
  });
});
