import { z } from '@/lib/schemas/zod';
import { mumbaiDate } from '@/lib/time/mumbai';
import { sameCity } from './booking-options';
import { requiredText } from './fields';
import {
  TRIP_TYPES,
  PASSENGERS_MAX,
  FROM_REQUIRED,
  TO_REQUIRED,
  TO_SAME_AS_FROM,
  DATE_REQUIRED,
  DATE_INVALID,
  DATE_PAST,
  PASSENGERS_REQUIRED,
  PASSENGERS_WHOLE,
  PASSENGERS_MIN,
  PASSENGERS_TOO_MANY,
} from './quick-booking-options';

export const quickBookingSchema = z
  .object({
    tripType: z.enum(TRIP_TYPES),
    from: requiredText(FROM_REQUIRED, 100),
    to: requiredText(TO_REQUIRED, 100),
    date: z
      .string()
      .trim()
      .min(1, DATE_REQUIRED)
      .pipe(z.iso.date(DATE_INVALID))
      .refine((date) => date >= mumbaiDate(), DATE_PAST),
    passengers: z
      .number({ error: PASSENGERS_REQUIRED })
      .int(PASSENGERS_WHOLE)
      .min(1, PASSENGERS_MIN)
      .max(PASSENGERS_MAX, PASSENGERS_TOO_MANY),
  })
  .refine((trip) => !trip.from.trim() || !trip.to.trim() || !sameCity(trip.from, trip.to), {
    message: TO_SAME_AS_FROM,
    path: ['to'],
  });

export type QuickBookingValues = z.infer<typeof quickBookingSchema>;
