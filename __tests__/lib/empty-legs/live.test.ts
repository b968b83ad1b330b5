import { formatWindow } from '@/lib/empty-legs/format';
import { bySoonest, isLive, liveOffers } from '@/lib/empty-legs/live';

const single = { reference: 'A', date: '2026-12-05' };
const window = { reference: 'B', date: '2026-12-06', lastDate: '2026-12-08' };
const utc = (iso: string) => new Date(iso);

describe('the live-offer rule', () => {
  it('keeps an offer through its last day in Mumbai and drops it at midnight there', () => {
    // 23:59:59 IST on 5 December is 18:29:59 UTC.
    expect(liveOffers([single], utc('2026-12-05T18:29:59Z'))).toEqual([single]);
    expect(liveOffers([single], utc('2026-12-05T18:30:00Z'))).toEqual([]);
  });

  it('reads a window by its last date', () => {
    expect(isLive(window, '2026-12-08')).toBe(true);
    expect(isLive(window, '2026-12-09')).toBe(false);
    expect(isLive(single, '2026-12-04')).toBe(true);
  });

  it.each(['UTC', 'America/Los_Angeles', 'Asia/Tokyo', 'Pacific/Kiritimati'])(
    'follows Mumbai whatever the device zone (%s)',
    (zone) => {
      const previous = process.env.TZ;
      process.env.TZ = zone;
      try {
        // Still 5 December in Los Angeles, already 6 December in Mumbai.
        expect(liveOffers([single], utc('2026-12-05T19:00:00Z'))).toEqual([]);
        // Already 6 December in Kiritimati, still 5 December in Mumbai.
        expect(liveOffers([single], utc('2026-12-05T12:00:00Z'))).toEqual([single]);
      } finally {
        process.env.TZ = previous;
      }
    },
  );

  it('orders offers soonest first, whatever the content order', () => {
    const later = { reference: 'C', date: '2026-12-05', lastDate: '2026-12-07' };
    expect([window, later, single].sort(bySoonest).map((offer) => offer.reference)).toEqual(['A', 'C', 'B']);
  });
});

describe('formatWindow', () => {
  it('writes a date, or a window within a month, across months and across years', () => {
    expect(formatWindow({ date: '2026-12-04' })).toBe('4 December 2026');
    expect(formatWindow({ date: '2026-12-06', lastDate: '2026-12-08' })).toBe('6–8 December 2026');
    expect(formatWindow({ date: '2026-11-30', lastDate: '2026-12-02' })).toBe('30 November – 2 December 2026');
    expect(formatWindow({ date: '2026-12-31', lastDate: '2027-01-02' })).toBe('31 December 2026 – 2 January 2027');
  });
});
