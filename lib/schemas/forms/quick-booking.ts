import { z } from '@/lib/schemas/zod';
import { requiredText } from './fields';

export const TRIP_TYPES = ['one-way', 'round-trip', 'multi-city'] as const;
export type TripType = (typeof TRIP_TYPES)[number];

/** Larger groups than this fly on a chartered airliner, arranged by phone. */
export const PASSENGERS_MAX = 50;

export const FROM_REQUIRED = 'Please enter where you are flying from.';
export const TO_REQUIRED = 'Please enter where you are flying to.';
export const TO_SAME_AS_FROM = 'Your destination must be different from your departure city.';
export const DATE_REQUIRED = 'Please choose a departure date.';
export const DATE_INVALID = 'Please choose a valid date.';
export const DATE_PAST = 'Please choose today or a later date.';
export const PASSENGERS_REQUIRED = 'Please enter the number of passengers.';
export const PASSENGERS_WHOLE = 'Passengers must be a whole number.';
export const PASSENGERS_MIN = 'At least 1 passenger is required.';
export const PASSENGERS_TOO_MANY = `For more than ${PASSENGERS_MAX} passengers, please call our team.`;

/** Today's date in the visitor's own time zone, as YYYY-MM-DD (the value of an <input type="date">). */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const sameCity = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

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
      .refine((date) => date >= todayIso(), DATE_PAST),
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
