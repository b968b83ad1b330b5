import { z } from '@/lib/schemas/zod';
import { JET_TYPES } from '@/lib/schemas/content/jet-types';
import { isPastInMumbai, mumbaiDate } from '@/lib/time/mumbai';
import { requiredText } from './fields';

import {
  MIN_PASSENGERS,
  MAX_PASSENGERS,
  DEPARTURE_REQUIRED,
  ARRIVAL_REQUIRED,
  SAME_CITY,
  DATE_REQUIRED,
  DATE_INVALID,
  DATE_PAST,
  TIME_REQUIRED,
  TIME_INVALID,
  PASSENGERS_RANGE,
  JET_TYPE_REQUIRED,
  TIME_PAST,
  sameCity,
  isRealDate,
  TIME_PATTERN,
} from './booking-options';

/**
 * A departure date, today or later in Mumbai. With `abort`, a missing or unreal date stops there and
 * the form's cross-field checks wait for a sound date; without, they run alongside (the itinerary's
 * cross-leg checks need that).
 */
export const dateField = (required: string, { abort = false } = {}) =>
  z
    .string()
    .trim()
    .min(1, { message: required, abort })
    .refine((date) => date === '' || isRealDate(date), { message: DATE_INVALID, abort })
    // ISO dates compare correctly as strings; "today" is Mumbai's, read at validation time.
    .refine((date) => !isRealDate(date) || date >= mumbaiDate(), DATE_PAST);

/** A time of day as an <input type="time"> gives it. `abort` as for dateField. */
export const timeField = (required: string, { abort = false } = {}) =>
  z
    .string()
    .trim()
    .min(1, { message: required, abort })
    .refine((time) => time === '' || TIME_PATTERN.test(time), TIME_INVALID);

/** The group: how many fly, and in which category. */
export const groupShape = {
  passengers: z
    .number({ message: PASSENGERS_RANGE })
    .int({ message: PASSENGERS_RANGE, abort: true })
    .min(MIN_PASSENGERS, PASSENGERS_RANGE)
    .max(MAX_PASSENGERS, PASSENGERS_RANGE),
  jetType: z.enum(JET_TYPES, { message: JET_TYPE_REQUIRED }),
};

export const bookingSchema = z
  .object({
    departure: requiredText(DEPARTURE_REQUIRED, 100),
    arrival: requiredText(ARRIVAL_REQUIRED, 100),
    date: dateField(DATE_REQUIRED, { abort: true }),
    time: timeField(TIME_REQUIRED, { abort: true }),
    ...groupShape,
  })
  .refine((values) => !sameCity(values.departure, values.arrival), { message: SAME_CITY, path: ['arrival'] })
  // Only a departure today can be in the past by its time: earlier dates already fail on the date.
  .refine((values) => values.date !== mumbaiDate() || !isPastInMumbai(values.date, values.time), {
    message: TIME_PAST,
    path: ['time'],
  });

export type BookingInput = z.input<typeof bookingSchema>;
export type BookingValues = z.output<typeof bookingSchema>;
