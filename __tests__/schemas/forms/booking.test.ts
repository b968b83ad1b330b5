import naughtyStrings from 'big-list-of-naughty-strings';
import { bookingSchema } from '@/lib/schemas/forms/booking';
import { BOOKING_ERRORS } from '@/lib/schemas/forms/booking-options';
import { bookingDefaults } from '@/lib/trips/planner-input';
import { sameCity } from '@/lib/trips/rules';

// "Now" is 10 March 2027, 08:00 in Mumbai.
const NOW = new Date('2027-03-10T08:00:00+05:30');
const valid = {
  departure: 'Mumbai',
  arrival: 'Dubai',
  date: '2027-03-20',
  time: '09:30',
  passengers: 4,
  jetType: 'light',
};

const issuesFor = (overrides: Record<string, unknown>) => {
  const result = bookingSchema.safeParse({ ...valid, ...overrides });
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

beforeEach(() => {
  jest.useFakeTimers().setSystemTime(NOW);
});
afterEach(() => jest.useRealTimers());

describe('bookingSchema', () => {
  it('accepts a complete request and trims the text', () => {
    expect(bookingSchema.parse({ ...valid, departure: '  Mumbai ', arrival: ' Dubai' })).toEqual(valid);
  });

  it('defaults to 1 passenger and a light jet, with the four required fields empty', () => {
    expect(bookingDefaults).toEqual({
      departure: '',
      arrival: '',
      date: '',
      time: '',
      passengers: 1,
      jetType: 'light',
    });
    expect(issuesFor(bookingDefaults)).toEqual([
      `departure: ${BOOKING_ERRORS.departureRequired}`,
      `arrival: ${BOOKING_ERRORS.arrivalRequired}`,
      `date: ${BOOKING_ERRORS.dateRequired}`,
      `time: ${BOOKING_ERRORS.timeRequired}`,
    ]);
  });

  it('words every message the way the user sees it', () => {
    expect([BOOKING_ERRORS.departureRequired, BOOKING_ERRORS.arrivalRequired, BOOKING_ERRORS.sameCity]).toEqual([
      'Please enter your departure city.',
      'Please enter your arrival city.',
      'Arrival city must be different from the departure city.',
    ]);
    expect([BOOKING_ERRORS.dateRequired, BOOKING_ERRORS.dateInvalid, BOOKING_ERRORS.datePast]).toEqual([
      'Please choose a departure date.',
      'Please enter a valid date.',
      'The departure date cannot be in the past.',
    ]);
    expect([
      BOOKING_ERRORS.timeRequired,
      BOOKING_ERRORS.timeInvalid,
      BOOKING_ERRORS.passengersRange,
      BOOKING_ERRORS.jetTypeRequired,
    ]).toEqual([
      'Please choose a departure time.',
      'Please enter a valid time.',
      'Please choose between 1 and 16 passengers.',
      'Please choose a jet type.',
    ]);
  });

  it('requires departure and arrival cities, whitespace alone does not count', () => {
    expect(issuesFor({ departure: '   ' })).toEqual([`departure: ${BOOKING_ERRORS.departureRequired}`]);
    expect(issuesFor({ arrival: '\t' })).toEqual([`arrival: ${BOOKING_ERRORS.arrivalRequired}`]);
    expect(issuesFor({ departure: 'x'.repeat(101) })).toEqual(['departure: Please keep this under 100 characters.']);
    expect(issuesFor({ departure: 'x'.repeat(100) })).toEqual([]);
  });

  it('rejects an arrival city that is the departure city, ignoring case and spaces', () => {
    for (const arrival of ['Mumbai', 'mumbai', ' MUMBAI ', 'Mum bai', 'ｍｕｍｂａｉ']) {
      expect(issuesFor({ arrival })).toEqual([`arrival: ${BOOKING_ERRORS.sameCity}`]);
    }
    expect(issuesFor({ departure: 'New Delhi', arrival: 'newdelhi' })).toEqual([`arrival: ${BOOKING_ERRORS.sameCity}`]);
    expect(issuesFor({ departure: 'Mumbai', arrival: 'Navi Mumbai' })).toEqual([]);
  });

  it('does not add the same-city error on top of two empty cities', () => {
    expect(issuesFor({ departure: '', arrival: '' })).toEqual([
      `departure: ${BOOKING_ERRORS.departureRequired}`,
      `arrival: ${BOOKING_ERRORS.arrivalRequired}`,
    ]);
    expect(sameCity('', '')).toBe(false);
  });

  it("accepts today and rejects yesterday, as Mumbai's calendar dates", () => {
    expect(issuesFor({ date: '2027-03-10' })).toEqual([]);
    expect(issuesFor({ date: '2027-03-09' })).toEqual([`date: ${BOOKING_ERRORS.datePast}`]);
    expect(issuesFor({ date: '2026-12-31' })).toEqual([`date: ${BOOKING_ERRORS.datePast}`]);
  });

  it('accepts the last day of the 18-month booking window and refuses the day after, and a typed 3027', () => {
    expect(BOOKING_ERRORS.dateTooFar).toBe('We take bookings up to 18 months ahead. Please choose an earlier date.');
    expect(issuesFor({ date: '2028-09-10' })).toEqual([]);
    expect(issuesFor({ date: '2028-09-11' })).toEqual([`date: ${BOOKING_ERRORS.dateTooFar}`]);
    expect(issuesFor({ date: '3027-03-10' })).toEqual([`date: ${BOOKING_ERRORS.dateTooFar}`]);
  });

  it("uses Mumbai's date whatever the device's zone (00:15 in Mumbai is still the day before in UTC)", () => {
    jest.setSystemTime(new Date('2027-03-10T18:45:00Z'));
    expect(new Date().toISOString().slice(0, 10)).toBe('2027-03-10');
    expect(issuesFor({ date: '2027-03-11' })).toEqual([]);
    expect(issuesFor({ date: '2027-03-10' })).toEqual([`date: ${BOOKING_ERRORS.datePast}`]);
  });

  it('refuses a departure today at a time already past in Mumbai, and accepts a later one', () => {
    jest.setSystemTime(new Date('2027-03-11T08:00:00Z')); // 13:30 in Mumbai
    expect(issuesFor({ date: '2027-03-11', time: '13:29' })).toEqual([`time: ${BOOKING_ERRORS.timePast}`]);
    expect(issuesFor({ date: '2027-03-11', time: '13:30' })).toEqual([]);
    expect(issuesFor({ date: '2027-03-11', time: '23:59' })).toEqual([]);
    expect(issuesFor({ date: '2027-03-12', time: '00:00' })).toEqual([]);
  });

  it('requires a real date in YYYY-MM-DD form', () => {
    expect(issuesFor({ date: '' })).toEqual([`date: ${BOOKING_ERRORS.dateRequired}`]);
    for (const date of ['2027-02-30', '2027-13-01', '20-03-2027', '2027-3-20', '27027-03-20', 'tomorrow']) {
      expect(issuesFor({ date })).toEqual([`date: ${BOOKING_ERRORS.dateInvalid}`]);
    }
    expect(issuesFor({ date: '2028-02-29' })).toEqual([]);
  });

  it('requires a valid 24-hour time', () => {
    expect(issuesFor({ time: '' })).toEqual([`time: ${BOOKING_ERRORS.timeRequired}`]);
    for (const time of ['24:00', '9:30', '12:60', 'noon'])
      expect(issuesFor({ time })).toEqual([`time: ${BOOKING_ERRORS.timeInvalid}`]);
    for (const time of ['00:00', '23:59', '07:05:30']) expect(issuesFor({ time })).toEqual([]);
  });

  it('accepts 1 to 16 passengers and rejects 0, 17, fractions and non-numbers', () => {
    expect(issuesFor({ passengers: 1 })).toEqual([]);
    expect(issuesFor({ passengers: 16 })).toEqual([]);
    for (const passengers of [0, 17, -1, 2.5, '4', Number.NaN, undefined]) {
      expect(issuesFor({ passengers })).toEqual([`passengers: ${BOOKING_ERRORS.passengersRange}`]);
    }
  });

  it('accepts the four jet types and nothing else', () => {
    for (const jetType of ['light', 'midsize', 'heavy', 'helicopter']) expect(issuesFor({ jetType })).toEqual([]);
    for (const jetType of ['', 'Light', 'airliner', undefined]) {
      expect(issuesFor({ jetType })).toEqual([`jetType: ${BOOKING_ERRORS.jetTypeRequired}`]);
    }
  });

  it('never throws on the Big List of Naughty Strings', () => {
    for (const text of naughtyStrings as string[]) {
      expect(() =>
        bookingSchema.safeParse({
          departure: text,
          arrival: text,
          date: text,
          time: text,
          passengers: text,
          jetType: text,
        }),
      ).not.toThrow();
    }
  });
});
