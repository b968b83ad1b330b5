import { JET_TYPES } from '@/lib/schemas/content/jet-types';
import { isRealDate, MAX_PASSENGERS, MIN_PASSENGERS, TIME_PATTERN } from '@/lib/schemas/forms/booking-options';
import { MAX_LEGS, TRIP_TYPES } from '@/lib/schemas/forms/itinerary-options';
import { integer, list, oneOf, record, text, type Infer } from '@/lib/stored-shape';
import { isBeyondBookingWindow } from '@/lib/time/booking-window';

// What a saved trip keeps: the itinerary only. Its estimate is recomputed from the rate card of
// the day it is shown. Dates may lie in the past by then; none may lie beyond the booking window,
// which only moves later, so a trip the planner saved never fails it (a longer one is kept aside).
const place = text({ max: 100 });
/** A calendar date (YYYY-MM-DD) on a real day, or '' when not chosen. */
export const storedDate = text({ test: (value) => value === '' || isRealDate(value) });
const time = text({ test: (value) => value === '' || TIME_PATTERN.test(value) });
// An instant in UTC as Date#toISOString writes it, on a real calendar day.
const INSTANT = /^(\d{4}-\d{2}-\d{2})T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?Z$/;
export const storedInstant = text({ test: (value) => isRealDate(INSTANT.exec(value)?.[1] ?? '') });
/** A quote reference: "VJ-" and six characters. */
export const storedReference = text({ test: (value) => /^VJ-[0-9A-Z]{6}$/.test(value) });
/** The account's e-mail, normalised: one account never sees another's records. */
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
    trip.legs.every((leg) => !isBeyondBookingWindow(leg.date)),
);

export type SavedTrip = Infer<typeof savedTripSchema>;
