import { JET_TYPES } from '@/lib/schemas/content/jet-types';
import { z } from '@/lib/schemas/zod';
import { isBeyondBookingWindow } from '@/lib/time/booking-window';
import { isPastInMumbai, mumbaiDate } from '@/lib/time/mumbai';
import { isRealDate, MAX_PASSENGERS, MIN_PASSENGERS, sameCity, TIME_PATTERN } from '@/lib/trips/rules';
import { BOOKING_ERRORS } from './booking-options';
import { requiredText } from './fields';

export const dateField = (required: string, { abort = false } = {}) =>
  z
    .string()
    .trim()
    .min(1, { message: required, abort })
    .refine((date) => date === '' || isRealDate(date), { message: BOOKING_ERRORS.dateInvalid, abort })
    .refine((date) => !isRealDate(date) || date >= mumbaiDate(), BOOKING_ERRORS.datePast)
    .refine((date) => !isBeyondBookingWindow(date), BOOKING_ERRORS.dateTooFar);

export const timeField = (required: string, { abort = false } = {}) =>
  z
    .string()
    .trim()
    .min(1, { message: required, abort })
    .refine((time) => time === '' || TIME_PATTERN.test(time), BOOKING_ERRORS.timeInvalid);

export const groupShape = {
  passengers: z
    .number({ message: BOOKING_ERRORS.passengersRange })
    .int({ message: BOOKING_ERRORS.passengersRange, abort: true })
    .min(MIN_PASSENGERS, BOOKING_ERRORS.passengersRange)
    .max(MAX_PASSENGERS, BOOKING_ERRORS.passengersRange),
  jetType: z.enum(JET_TYPES, { message: BOOKING_ERRORS.jetTypeRequired }),
};

export const bookingSchema = z
  .object({
    departure: requiredText(BOOKING_ERRORS.departureRequired, 100),
    arrival: requiredText(BOOKING_ERRORS.arrivalRequired, 100),
    date: dateField(BOOKING_ERRORS.dateRequired, { abort: true }),
    time: timeField(BOOKING_ERRORS.timeRequired, { abort: true }),
    ...groupShape,
  })
  .refine((values) => !sameCity(values.departure, values.arrival), {
    message: BOOKING_ERRORS.sameCity,
    path: ['arrival'],
  })
  // Earlier dates already fail on the date, so only today is checked by time.
  .refine((values) => values.date !== mumbaiDate() || !isPastInMumbai(values.date, values.time), {
    message: BOOKING_ERRORS.timePast,
    path: ['time'],
  });

export type BookingInput = z.input<typeof bookingSchema>;
