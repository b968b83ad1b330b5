import naughtyStrings from 'big-list-of-naughty-strings';
import { BOOKING_ERRORS } from '@/lib/schemas/forms/booking-options';
import { itinerarySchema } from '@/lib/schemas/forms/itinerary';
import { ITINERARY_ERRORS } from '@/lib/schemas/forms/itinerary-options';
import { itineraryLegs } from '@/lib/trips/plan';

// "Now" is 10 March 2027, 14:00 in Mumbai (08:30 UTC), whatever the test machine's zone.
const NOW = new Date(Date.UTC(2027, 2, 10, 8, 30));
const leg = (departure: string, arrival: string, date: string, time = '09:30') => ({ departure, arrival, date, time });
const outbound = { ...leg('Mumbai', 'Dubai', '2027-03-20'), passengers: 4, jetType: 'light' };
const roundTrip = { ...outbound, tripType: 'round-trip', returnDate: '2027-03-23', returnTime: '18:00' };
const multiCity = {
  ...outbound,
  tripType: 'multi-city',
  nextLegs: [leg('Dubai', 'London', '2027-03-21'), leg('London', 'Mumbai', '2027-03-25')],
};

const issues = (values: Record<string, unknown>) => {
  const result = itinerarySchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

beforeEach(() => {
  jest.useFakeTimers().setSystemTime(NOW);
});
afterEach(() => jest.useRealTimers());

describe('itinerarySchema', () => {
  it('accepts a valid round trip, multi-city and one-way itinerary', () => {
    expect(issues(roundTrip)).toEqual([]);
    expect(issues(multiCity)).toEqual([]);
    expect(issues({ ...outbound, tripType: 'one-way' })).toEqual([]);
  });

  it('rejects an unknown trip type', () => {
    expect(issues({ ...outbound, tripType: 'zigzag' })).toEqual([
      'tripType: Please choose one of: one-way, round-trip, multi-city.',
    ]);
  });

  describe('round trip', () => {
    it('requires the return date and time', () => {
      expect(issues({ ...roundTrip, returnDate: ' ', returnTime: '' })).toEqual([
        `returnDate: ${ITINERARY_ERRORS.returnDateRequired}`,
        `returnTime: ${ITINERARY_ERRORS.returnTimeRequired}`,
      ]);
    });

    it('rejects an invalid return date or time', () => {
      expect(issues({ ...roundTrip, returnDate: '2400-01-01' })).toEqual([`returnDate: ${BOOKING_ERRORS.dateTooFar}`]);
      expect(issues({ ...roundTrip, returnDate: '2027-02-30', returnTime: '25:00' })).toEqual([
        `returnDate: ${BOOKING_ERRORS.dateInvalid}`,
        `returnTime: ${BOOKING_ERRORS.timeInvalid}`,
      ]);
    });

    it('rejects a return before the outbound departure, to the minute', () => {
      expect(issues({ ...roundTrip, returnDate: '2027-03-19' })).toEqual([
        `returnDate: ${ITINERARY_ERRORS.returnBeforeDeparture}`,
      ]);
      expect(issues({ ...roundTrip, returnDate: '2027-03-20', returnTime: '09:29' })).toEqual([
        `returnDate: ${ITINERARY_ERRORS.returnBeforeDeparture}`,
      ]);
      expect(issues({ ...roundTrip, returnDate: '2027-03-20', returnTime: '09:30' })).toEqual([]);
    });

    it('flies the outbound leg reversed', () => {
      expect(itineraryLegs(roundTrip as never)).toEqual([
        leg('Mumbai', 'Dubai', '2027-03-20'),
        leg('Dubai', 'Mumbai', '2027-03-23', '18:00'),
      ]);
    });
  });

  describe('multi-city', () => {
    it('requires every field of every leg, with the booking form words', () => {
      expect(issues({ ...multiCity, nextLegs: [leg(' ', '', '', '')] })).toEqual([
        `nextLegs.0.departure: ${BOOKING_ERRORS.departureRequired}`,
        `nextLegs.0.arrival: ${BOOKING_ERRORS.arrivalRequired}`,
        `nextLegs.0.date: ${BOOKING_ERRORS.dateRequired}`,
        `nextLegs.0.time: ${BOOKING_ERRORS.timeRequired}`,
      ]);
    });

    it('takes 2 to 6 legs', () => {
      const legs = (count: number) => Array.from({ length: count }, () => leg('Dubai', 'Goa', '2027-03-21'));
      expect(issues({ ...multiCity, nextLegs: legs(0) })).toEqual([`nextLegs: ${ITINERARY_ERRORS.legsRange}`]);
      expect(issues({ ...multiCity, nextLegs: legs(1) })).toEqual([]);
      expect(issues({ ...multiCity, nextLegs: legs(5) })).toEqual([]);
      expect(issues({ ...multiCity, nextLegs: legs(6) })).toEqual([`nextLegs: ${ITINERARY_ERRORS.legsRange}`]);
    });

    it('rejects dates that go backwards from one leg to the next', () => {
      const nextLegs = [leg('Dubai', 'London', '2027-03-19'), leg('London', 'Mumbai', '2027-03-25')];
      expect(issues({ ...multiCity, nextLegs })).toEqual([`nextLegs.0.date: ${ITINERARY_ERRORS.legBeforePrevious}`]);
      const sameDayEarlier = [leg('Dubai', 'London', '2027-03-20', '09:00'), leg('London', 'Mumbai', '2027-03-25')];
      expect(issues({ ...multiCity, nextLegs: sameDayEarlier })).toEqual([
        `nextLegs.0.date: ${ITINERARY_ERRORS.legBeforePrevious}`,
      ]);
      const withGap = [leg('Dubai', 'London', '2027-03-19'), leg('', '', '', '')];
      expect(issues({ ...multiCity, nextLegs: withGap })).toEqual([
        `nextLegs.0.date: ${ITINERARY_ERRORS.legBeforePrevious}`,
        `nextLegs.1.departure: ${BOOKING_ERRORS.departureRequired}`,
        `nextLegs.1.arrival: ${BOOKING_ERRORS.arrivalRequired}`,
        `nextLegs.1.date: ${BOOKING_ERRORS.dateRequired}`,
        `nextLegs.1.time: ${BOOKING_ERRORS.timeRequired}`,
      ]);
      const sameTime = [leg('Dubai', 'London', '2027-03-20', '09:30'), leg('London', 'Mumbai', '2027-03-25')];
      expect(issues({ ...multiCity, nextLegs: sameTime })).toEqual([]);
    });

    it('rejects a leg to the same city', () => {
      expect(issues({ ...multiCity, nextLegs: [leg('Dubai', ' dubai ', '2027-03-21')] })).toEqual([
        `nextLegs.0.arrival: ${BOOKING_ERRORS.sameCity}`,
      ]);
    });

    it('lists leg 1 then the later legs', () => {
      expect(itineraryLegs(multiCity as never).map((l) => l.arrival)).toEqual(['Dubai', 'London', 'Mumbai']);
    });
  });

  describe('dates and times in Mumbai', () => {
    it('accepts today and refuses yesterday', () => {
      expect(issues({ ...roundTrip, date: '2027-03-10', time: '15:00' })).toEqual([]);
      expect(issues({ ...roundTrip, date: '2027-03-09' })).toEqual([`date: ${BOOKING_ERRORS.datePast}`]);
    });

    it('refuses a departure time already past in Mumbai today, to the minute', () => {
      expect(issues({ ...roundTrip, date: '2027-03-10', time: '13:59' })).toEqual([`time: ${BOOKING_ERRORS.timePast}`]);
      expect(issues({ ...roundTrip, date: '2027-03-10', time: '14:00' })).toEqual([]);
      expect(
        issues({
          ...multiCity,
          date: '2027-03-10',
          time: '15:00',
          nextLegs: [leg('Dubai', 'Goa', '2027-03-10', '13:00')],
        }),
      ).toEqual(
        [
          `nextLegs.0.date: ${ITINERARY_ERRORS.legBeforePrevious}`,
          `nextLegs.0.time: ${BOOKING_ERRORS.timePast}`,
        ].reverse(),
      );
    });
  });

  it('keeps the passenger and jet type rules of the booking form', () => {
    expect(issues({ ...roundTrip, passengers: 0, jetType: 'rocket' })).toEqual([
      `passengers: ${BOOKING_ERRORS.passengersRange}`,
      `jetType: ${BOOKING_ERRORS.jetTypeRequired}`,
    ]);
    expect(issues({ ...roundTrip, passengers: 16 })).toEqual([]);
    expect(issues({ ...roundTrip, passengers: 17 })).toEqual([`passengers: ${BOOKING_ERRORS.passengersRange}`]);
  });

  it('never throws on hostile text in any field', () => {
    for (const text of naughtyStrings as string[]) {
      const values = { ...multiCity, departure: text, nextLegs: [leg(text, text, text, text)], returnDate: text };
      expect(() => itinerarySchema.safeParse(values)).not.toThrow();
      expect(() => itinerarySchema.safeParse({ ...roundTrip, returnDate: text, returnTime: text })).not.toThrow();
    }
  });
});
