import { JET_TYPES } from '@/lib/schemas/content/jet-types';
import { integer, list, oneOf, record, text, type Infer } from '@/lib/stored-shape';
import { isBeyondBookingWindow } from '@/lib/time/booking-window';
import { isRealDate, MAX_LEGS, MAX_PASSENGERS, MIN_PASSENGERS, TIME_PATTERN, TRIP_TYPES } from './rules';

const place = text({ max: 100 });
export const storedDate = text({ test: (value) => value === '' || isRealDate(value) });
const time = text({ test: (value) => value === '' || TIME_PATTERN.test(value) });
const INSTANT = /^(\d{4}-\d{2}-\d{2})T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?Z$/;
export const storedInstant = text({ test: (value) => isRealDate(INSTANT.exec(value)?.[1] ?? '') });
export const storedReference = text({ test: (value) => /^VJ-[0-9A-Z]{6}$/.test(value) });
export const storedOwner = text({ trim: true, min: 1, max: 254 });

export const savedLegSchema = record({ departure: place, arrival: place, date: storedDate, time });

export const savedTripSchema = record(
  {
    reference: storedReference,
    owner: storedOwner,
    savedAt: storedInstant,
    tripType: oneOf(TRIP_TYPES),
    legs: list(savedLegSchema, 1, MAX_LEGS),
    passengers: integer(MIN_PASSENGERS, MAX_PASSENGERS),
    jetType: oneOf(JET_TYPES),
  },
  (trip) =>
    (trip.tripType === 'one-way' ? trip.legs.length === 1 : trip.legs.length >= 2) &&
    // The booking window only moves later, so a trip saved within it never fails it.
    trip.legs.every((leg) => !isBeyondBookingWindow(leg.date)),
);

export type SavedTrip = Infer<typeof savedTripSchema>;
