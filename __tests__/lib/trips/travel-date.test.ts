import { formatTravelDate } from '@/lib/trips/travel-date';

describe('formatTravelDate', () => {
  it('formats a calendar date the Indian way, independent of the time zone', () => {
    expect(formatTravelDate('2027-01-15')).toBe('Fri, 15 Jan 2027');
    expect(formatTravelDate('2028-02-29')).toBe('Tue, 29 Feb 2028');
  });

  it('returns anything that is not a real date as typed', () => {
    for (const value of ['2027-02-30', 'next Friday', '', '15/01/2027']) expect(formatTravelDate(value)).toBe(value);
  });
});
