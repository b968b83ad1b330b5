import { JET_TYPES } from '@/lib/schemas/content/jet-types';
import { isRealDate, MAX_PASSENGERS, MIN_PASSENGERS, TIME_PATTERN } from '@/lib/schemas/forms/booking-options';
import { MAX_LEGS, TRIP_TYPES } from '@/lib/schemas/forms/itinerary-options';
import { z } from '@/lib/schemas/zod';

// What a saved trip keeps: the itinerary only. Its estimate is recomputed from the rate card of
// the day it is shown. Dates may lie in the past by then, so only their form is checked.
const place = z.string().max(100);
const date = z.string().refine((value) => value === '' || isRealDate(value));
const time = z.string().refine((value) => value === '' || TIME_PATTERN.test(value));

export const savedLegSchema = z.object({ departure: place, arrival: place, date, time });

export const savedTripSchema = z
  .object({
    reference: z.string().regex(/^VJ-[0-9A-Z]{6}$/),
    /** The account's e-mail, normalised: one account never sees another's trips. */
    owner: z.string().trim().min(1).max(254),
    savedAt: z.iso.datetime(),
    tripType: z.enum(TRIP_TYPES),
    legs: z.array(savedLegSchema).min(1).max(MAX_LEGS),
    passengers: z.number().int().min(MIN_PASSENGERS).max(MAX_PASSENGERS),
    jetType: z.enum(JET_TYPES),
  })
  .refine((trip) => (trip.tripType === 'one-way' ? trip.legs.length === 1 : trip.legs.length >= 2));

export type SavedTrip = z.infer<typeof savedTripSchema>;
