import { JET_TYPES } from '@/lib/schemas/content/jet-types';
import { z } from '@/lib/schemas/zod';
import { isPastInMumbai, mumbaiDate } from '@/lib/time/mumbai';
import { MAX_PASSENGERS, sameCity, TIME_PATTERN, TRIP_TYPES } from '@/lib/trips/rules';
import { BOOKING_ERRORS } from './booking-options';
import { requiredText } from './fields';
import { checkReturn } from './itinerary';
import { QUICK_BOOKING_ERRORS } from './quick-booking-options';

export const quickBookingSchema = z
  .object({
    tripType: z.enum(TRIP_TYPES),
    from: requiredText(QUICK_BOOKING_ERRORS.fromRequired, 100),
    to: requiredText(QUICK_BOOKING_ERRORS.toRequired, 100),
    date: z
      .string()
      .trim()
      .min(1, QUICK_BOOKING_ERRORS.dateRequired)
      .pipe(z.iso.date(QUICK_BOOKING_ERRORS.dateInvalid))
      .refine((date) => date >= mumbaiDate(), QUICK_BOOKING_ERRORS.datePast),
    time: z
      .string()
      .trim()
      .refine((time) => time === '' || TIME_PATTERN.test(time), BOOKING_ERRORS.timeInvalid),
    passengers: z
      .number({ message: QUICK_BOOKING_ERRORS.passengersRequired })
      .int(QUICK_BOOKING_ERRORS.passengersWhole)
      .min(1, QUICK_BOOKING_ERRORS.passengersMin)
      .max(MAX_PASSENGERS, QUICK_BOOKING_ERRORS.passengersTooMany),
    jetType: z.enum(JET_TYPES, { message: BOOKING_ERRORS.jetTypeRequired }),
    returnDate: z.string().optional(),
    returnTime: z.string().optional(),
  })
  .refine((trip) => !trip.from.trim() || !trip.to.trim() || !sameCity(trip.from, trip.to), {
    message: QUICK_BOOKING_ERRORS.toSameAsFrom,
    path: ['to'],
  })
  .refine((trip) => trip.date !== mumbaiDate() || !trip.time || !isPastInMumbai(trip.date, trip.time), {
    message: BOOKING_ERRORS.timePast,
    path: ['time'],
  })
  // Without an outbound time, the return is checked against the outbound's date.
  .superRefine((trip, ctx) => {
    if (trip.tripType === 'round-trip')
      checkReturn(
        { date: trip.date, time: trip.time, returnDate: trip.returnDate ?? '', returnTime: trip.returnTime ?? '' },
        ctx,
      );
  });

export type QuickBookingValues = z.output<typeof quickBookingSchema>;
