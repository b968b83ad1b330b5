import { isPastInMumbai, mumbaiDate, mumbaiInstant, mumbaiTime, mumbaiYear } from '@/lib/time/mumbai';

describe("Mumbai's clock, whatever the device's zone", () => {
  it('turns the date at midnight in Mumbai (18:30 UTC), not at midnight UTC', () => {
    expect(mumbaiDate(new Date('2026-11-23T18:29:59Z'))).toBe('2026-11-23');
    expect(mumbaiDate(new Date('2026-11-23T18:30:00Z'))).toBe('2026-11-24');
    expect(mumbaiTime(new Date('2026-11-23T18:45:00Z'))).toBe('00:15');
  });

  it('turns the year at midnight on 1 January in Mumbai', () => {
    expect(mumbaiYear(new Date('2026-12-31T18:29:59Z'))).toBe(2026);
    expect(mumbaiYear(new Date('2026-12-31T18:30:00Z'))).toBe(2027);
  });

  it('reads a Mumbai wall-clock date and time as an instant, and NaN for nonsense', () => {
    expect(mumbaiInstant('2027-01-01', '00:00')).toBe(Date.parse('2026-12-31T18:30:00Z'));
    expect(mumbaiInstant('2027-01-01', '13:30:15')).toBe(Date.parse('2027-01-01T08:00:15Z'));
    expect(mumbaiInstant('01/01/2027', '10:00')).toBeNaN();
    expect(mumbaiInstant('2027-01-01', 'ten')).toBeNaN();
  });

  it('says a departure is past only once its minute has begun in Mumbai', () => {
    const now = new Date('2027-03-11T08:00:20Z'); // 13:30:20 in Mumbai
    expect(isPastInMumbai('2027-03-11', '13:30', now)).toBe(true);
    expect(isPastInMumbai('2027-03-11', '13:31', now)).toBe(false);
    expect(isPastInMumbai('2027-03-10', '23:59', now)).toBe(true);
    expect(isPastInMumbai('2027-03-12', '00:00', now)).toBe(false);
    expect(isPastInMumbai('not a date', '10:00', now)).toBe(false);
  });

  it('does not depend on the Date methods that read the device zone', () => {
    const spies = (['getFullYear', 'getMonth', 'getDate', 'getHours'] as const).map((name) =>
      jest.spyOn(Date.prototype, name).mockReturnValue(1),
    );
    try {
      expect(mumbaiDate(new Date('2026-11-23T18:45:00Z'))).toBe('2026-11-24');
    } finally {
      spies.forEach((spy) => spy.mockRestore());
    }
  });
});
