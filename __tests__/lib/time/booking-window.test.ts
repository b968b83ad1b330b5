import { isBeyondBookingWindow, lastBookingDate } from '@/lib/time/booking-window';

describe('the booking window', () => {
  it("ends 18 months after today in Mumbai, on the month's last day when it is shorter", () => {
    expect(lastBookingDate(new Date('2026-11-26T06:00:00Z'))).toBe('2028-05-26');
    // 23:00 UTC on 31 Aug is already 1 Sep in Mumbai.
    expect(lastBookingDate(new Date('2026-08-31T23:00:00Z'))).toBe('2028-03-01');
    expect(lastBookingDate(new Date('2026-08-31T06:00:00Z'))).toBe('2028-02-29');
  });

  it('refuses only real dates after its last day', () => {
    const now = new Date('2026-11-26T06:00:00Z');
    expect(isBeyondBookingWindow('2028-05-26', now)).toBe(false);
    expect(isBeyondBookingWindow('2028-05-27', now)).toBe(true);
    expect(isBeyondBookingWindow('3026-12-08', now)).toBe(true);
    expect(isBeyondBookingWindow('2026-01-01', now)).toBe(false);
    expect(isBeyondBookingWindow('not a date', now)).toBe(false);
  });
});
