import { z } from '@/lib/schemas/zod';
import { mumbaiDate } from '@/lib/time/mumbai';
import { MAX_PASSENGERS, sameCity, TRIP_TYPES } from '@/lib/trips/rules';
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
    passengers: z
      .number({ message: QUICK_BOOKING_ERRORS.passengersRequired })
      .int(QUICK_BOOKING_ERRORS.passengersWhole)
      .min(1, QUICK_BOOKING_ERRORS.passengersMin)
      .max(MAX_PASSENGERS, QUICK_BOOKING_ERRORS.passengersTooMany),
    // Asked only on a Round Trip, with /book's rules for its return.
    returnDate: z.string().optional(),
    returnTime: z.string().optional(),
  })
  .refine((trip) => !trip.from.trim() || !trip.to.trim() || !sameCity(trip.from, trip.to), {
    message: QUICK_BOOKING_ERRORS.toSameAsFrom,
    path: ['to'],
  })
  // The home form asks no outbound time, so the return is checked against the outbound's date.
  .superRefine((trip, ctx) => {
    if (trip.tripType === 'round-trip')
      checkReturn(
        { date: trip.date, time: '', returnDate: trip.returnDate ?? '', returnTime: trip.returnTime ?? '' },
        ctx,
      );
  });

export type QuickBookingInput = z.input<typeof quickBookingSchema>;
export type QuickBookingValues = z.output<typeof quickBookingSchema>;
