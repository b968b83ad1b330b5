import { content } from '@/lib/content';
import { checkRange, checkSeats } from '@/lib/estimate/checks';

const { pricing } = content;

describe('checkSeats', () => {
  it('passes a group that fits', () => {
    expect(checkSeats(pricing, 'light', { passengers: 7, distanceNm: 600 })).toEqual({ ok: true });
  });

  it('suggests the most economical category that seats everyone', () => {
    // 8 passengers in a 7-seat light jet: midsize (9 seats, ₹4,50,000/h) before heavy (14 seats, ₹8,50,000/h)
    expect(checkSeats(pricing, 'light', { passengers: 8, distanceNm: 600 })).toEqual({
      ok: false,
      seats: 7,
      suggestion: 'midsize',
    });
    expect(checkSeats(pricing, 'helicopter', { passengers: 12, distanceNm: 100 })).toEqual({
      ok: false,
      seats: 6,
      suggestion: 'heavy',
    });
  });

  it('prefers a category that also has the range', () => {
    // 9 passengers to London (3,895 nm): the midsize seats them (usable range 3,200 × 0.9 = 2,880 nm)
    // but only the heavy jet (6,450 × 0.9 = 5,805 nm) flies it non-stop
    expect(checkSeats(pricing, 'light', { passengers: 9, distanceNm: 3_895 })).toMatchObject({ suggestion: 'heavy' });
  });
});

describe('checkRange', () => {
  it('passes a route inside the range less the 10% reserve', () => {
    // Helicopter: 370 × 0.9 = 333 nm non-stop; 340 nm needs a stop
    expect(checkRange(pricing, 'helicopter', { passengers: 2, distanceNm: 333 })).toEqual({ ok: true });
    expect(checkRange(pricing, 'helicopter', { passengers: 2, distanceNm: 340 })).toMatchObject({ fuelStops: 1 });
  });

  it('counts fuel stops and suggests a longer-range category', () => {
    // Mumbai–Delhi (614 nm) by helicopter: ⌈614 ÷ 333⌉ − 1 = 1 stop; the light jet (1,809 nm) flies it non-stop
    expect(checkRange(pricing, 'helicopter', { passengers: 2, distanceNm: 614 })).toEqual({
      ok: false,
      rangeNm: expect.closeTo(333, 6),
      fuelStops: 1,
      suggestion: 'light',
    });
  });

  it('has no suggestion when no category flies the route non-stop', () => {
    // 9,000 nm is beyond even the heavy jet's 6,450 × 0.9 = 5,805 nm: ⌈9,000 ÷ 5,805⌉ − 1 = 1 stop
    expect(checkRange(pricing, 'heavy', { passengers: 10, distanceNm: 9_000 })).toEqual({
      ok: false,
      rangeNm: expect.closeTo(5_805, 6),
      fuelStops: 1,
      suggestion: undefined,
    });
  });
});
