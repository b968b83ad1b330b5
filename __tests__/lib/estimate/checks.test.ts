import { content } from '@/lib/content';
import { checkSeats } from '@/lib/estimate/checks';

const { pricing } = content;

describe('checkSeats', () => {
  it('passes a group that fits', () => {
    expect(checkSeats(pricing, { jetType: 'light' }, { passengers: 7, distanceNm: 600 })).toEqual({ ok: true });
  });

  it('suggests the most economical category that seats everyone', () => {
    // 8 passengers in a 7-seat light jet: midsize (9 seats, ₹4,50,000/h) before heavy (14 seats, ₹8,50,000/h)
    expect(checkSeats(pricing, { jetType: 'light' }, { passengers: 8, distanceNm: 600 })).toEqual({
      ok: false,
      seats: 7,
      suggestion: 'midsize',
    });
    expect(checkSeats(pricing, { jetType: 'helicopter' }, { passengers: 12, distanceNm: 100 })).toEqual({
      ok: false,
      seats: 6,
      suggestion: 'heavy',
    });
  });

  it('prefers a category that also has the range', () => {
    // 9 passengers to London (3,895 nm): the midsize seats them (usable range 3,200 × 0.9 = 2,880 nm)
    // but only the heavy jet (6,450 × 0.9 = 5,805 nm) flies it non-stop
    expect(checkSeats(pricing, { jetType: 'light' }, { passengers: 9, distanceNm: 3_895 })).toMatchObject({
      suggestion: 'heavy',
    });
  });
});
