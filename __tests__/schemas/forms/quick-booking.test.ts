import { quickBookingSchema, type QuickBookingValues } from '@/lib/schemas/forms/quick-booking';
import { QUICK_BOOKING_ERRORS } from '@/lib/schemas/forms/quick-booking-options';
import { mumbaiDate } from '@/lib/time/mumbai';
import { MAX_PASSENGERS } from '@/lib/trips/rules';

const daysFromToday = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return mumbaiDate(date);
};

const valid: QuickBookingValues = {
  tripType: 'one-way',
  from: 'Mumbai',
  to: 'Dubai',
  date: daysFromToday(7),
  time: '',
  passengers: 4,
  jetType: 'light',
};

/** The first message on each field, as the form shows it. */
function messagesFor(input: unknown): Record<string, string> {
  const result = quickBookingSchema.safeParse(input);
  if (result.success) return {};
  const firstByPath: Record<string, string> = {};
  for (const issue of result.error.issues) firstByPath[issue.path.join('.')] ??= issue.message;
  return firstByPath;
}

describe('quickBookingSchema', () => {
  it('accepts a complete trip', () => {
    expect(quickBookingSchema.parse(valid)).toEqual(valid);
  });

  it('accepts every trip type and rejects an unknown one', () => {
    for (const tripType of ['one-way', 'multi-city'] as const) {
      expect(quickBookingSchema.safeParse({ ...valid, tripType }).success).toBe(true);
    }
    const back = { returnDate: daysFromToday(9), returnTime: '18:00' };
    expect(quickBookingSchema.safeParse({ ...valid, tripType: 'round-trip', ...back }).success).toBe(true);
    expect(quickBookingSchema.safeParse({ ...valid, tripType: 'charter' }).success).toBe(false);
  });

  it('requires every field, with a clear message under each', () => {
    const empty = { tripType: 'one-way', from: '', to: '  ', date: '', time: '', passengers: Number.NaN };
    expect(messagesFor({ ...empty, jetType: '' })).toEqual({
      from: QUICK_BOOKING_ERRORS.fromRequired,
      to: 'Please enter where you are flying to.',
      date: QUICK_BOOKING_ERRORS.dateRequired,
      passengers: 'Please enter the number of passengers.',
      jetType: 'Please choose a jet type.',
    });
  });

  it('trims the cities', () => {
    expect(quickBookingSchema.parse({ ...valid, from: '  Mumbai ', to: ' Goa ' })).toMatchObject({
      from: 'Mumbai',
      to: 'Goa',
    });
  });

  it('rejects a destination equal to the departure city, ignoring case and spaces', () => {
    expect(messagesFor({ ...valid, from: 'Mumbai', to: ' mumbai ' })).toEqual({
      to: 'Your destination must be different from your departure city.',
    });
  });

  it('treats a city typed with spaces inside as the same city, as /book does', () => {
    expect(messagesFor({ ...valid, from: 'Mumbai', to: 'MUM BAI' })).toEqual({
      to: 'Your destination must be different from your departure city.',
    });
  });

  it('rejects an overlong city name', () => {
    expect(messagesFor({ ...valid, from: 'x'.repeat(101) })).toEqual({
      from: 'Please keep this under 100 characters.',
    });
    expect(quickBookingSchema.safeParse({ ...valid, from: 'x'.repeat(100) }).success).toBe(true);
  });

  describe('date', () => {
    it('accepts today and later', () => {
      expect(quickBookingSchema.safeParse({ ...valid, date: mumbaiDate() }).success).toBe(true);
      expect(quickBookingSchema.safeParse({ ...valid, date: daysFromToday(1) }).success).toBe(true);
    });

    it('rejects yesterday', () => {
      expect(messagesFor({ ...valid, date: daysFromToday(-1) })).toEqual({ date: QUICK_BOOKING_ERRORS.datePast });
      expect(QUICK_BOOKING_ERRORS.datePast).toBe('Please choose today or a later date.');
    });

    it('rejects a value that is not a real date', () => {
      expect(messagesFor({ ...valid, date: '2031-02-30' })).toEqual({ date: QUICK_BOOKING_ERRORS.dateInvalid });
      expect(messagesFor({ ...valid, date: 'next Friday' })).toEqual({ date: 'Please choose a valid date.' });
    });
  });

  describe('round trip return', () => {
    const roundTrip = { ...valid, tripType: 'round-trip' as const };

    it('requires a return date and time, as /book does', () => {
      expect(messagesFor({ ...roundTrip, returnDate: '', returnTime: '' })).toEqual({
        returnDate: 'Please choose a return date.',
        returnTime: 'Please choose a return time.',
      });
      // Left out of the input altogether, the same.
      expect(messagesFor(roundTrip)).toEqual({
        returnDate: 'Please choose a return date.',
        returnTime: 'Please choose a return time.',
      });
    });

    it('keeps the return it was given', () => {
      const back = { returnDate: daysFromToday(8), returnTime: '09:30' };
      expect(quickBookingSchema.parse({ ...roundTrip, ...back })).toMatchObject(back);
    });

    it('refuses a return before the outbound date, and accepts the same day', () => {
      expect(messagesFor({ ...roundTrip, returnDate: daysFromToday(6), returnTime: '10:00' })).toEqual({
        returnDate: 'The return cannot be before the outbound departure.',
      });
      expect(quickBookingSchema.safeParse({ ...roundTrip, returnDate: valid.date, returnTime: '10:00' }).success).toBe(
        true,
      );
    });

    it('refuses a return date that is not real or already past, and a time that is not a time', () => {
      expect(messagesFor({ ...roundTrip, returnDate: '2031-02-30', returnTime: '10:00' })).toEqual({
        returnDate: 'Please enter a valid date.',
      });
      expect(
        messagesFor({ ...roundTrip, date: mumbaiDate(), returnDate: daysFromToday(-1), returnTime: '10:00' }),
      ).toEqual({ returnDate: 'The departure date cannot be in the past.' });
      expect(messagesFor({ ...roundTrip, returnDate: daysFromToday(8), returnTime: '25:00' })).toEqual({
        returnTime: 'Please enter a valid time.',
      });
    });

    it('ignores the return on One Way and Multi-City', () => {
      for (const tripType of ['one-way', 'multi-city'] as const) {
        expect(quickBookingSchema.safeParse({ ...valid, tripType, returnDate: 'soon' }).success).toBe(true);
      }
    });
  });

  describe('departure time and jet type, what /book prices a trip by', () => {
    it('takes a time or none, and refuses one that is not a time or has passed today', () => {
      expect(quickBookingSchema.parse({ ...valid, time: ' 10:30 ' })).toMatchObject({ time: '10:30' });
      expect(quickBookingSchema.safeParse({ ...valid, time: '' }).success).toBe(true);
      expect(messagesFor({ ...valid, time: '25:00' })).toEqual({ time: 'Please enter a valid time.' });
      expect(messagesFor({ ...valid, date: mumbaiDate(), time: '00:00' })).toEqual({
        time: 'That time has already passed in Mumbai today. Please choose a later time.',
      });
    });

    it('takes one of the rate card’s jet types', () => {
      expect(quickBookingSchema.parse({ ...valid, jetType: 'heavy' })).toMatchObject({ jetType: 'heavy' });
      expect(messagesFor({ ...valid, jetType: 'rocket' })).toEqual({ jetType: 'Please choose a jet type.' });
    });
  });

  describe('passengers', () => {
    it('rejects 0 and accepts 1 (the minimum)', () => {
      expect(messagesFor({ ...valid, passengers: 0 })).toEqual({ passengers: 'At least 1 passenger is required.' });
      expect(quickBookingSchema.safeParse({ ...valid, passengers: 1 }).success).toBe(true);
    });

    it('rejects a negative or fractional count', () => {
      expect(messagesFor({ ...valid, passengers: -3 })).toEqual({ passengers: 'At least 1 passenger is required.' });
      expect(messagesFor({ ...valid, passengers: 2.5 })).toEqual({ passengers: 'Passengers must be a whole number.' });
    });

    it('accepts 16, the planner’s own limit, and sends larger groups to the phone', () => {
      expect(MAX_PASSENGERS).toBe(16);
      expect(quickBookingSchema.safeParse({ ...valid, passengers: 16 }).success).toBe(true);
      expect(messagesFor({ ...valid, passengers: 17 })).toEqual({
        passengers: 'For more than 16 passengers, please call our team.',
      });
    });
  });

  it("formats today in Mumbai's time, whatever the device's zone", () => {
    expect(mumbaiDate(new Date('2030-01-05T18:29:00Z'))).toBe('2030-01-05');
    expect(mumbaiDate(new Date('2030-01-05T18:30:00Z'))).toBe('2030-01-06');
  });
});
