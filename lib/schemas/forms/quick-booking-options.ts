// Constants and messages of the quick booking form, free of zod so the form can import them
// without loading the schema (see lib/schemas/lazy-resolver.ts).

export const TRIP_TYPES = ['one-way', 'round-trip', 'multi-city'] as const;
export type TripType = (typeof TRIP_TYPES)[number];

/** Larger groups than this fly on a chartered airliner, arranged by phone. */
export const PASSENGERS_MAX = 50;

export const QUICK_BOOKING_ERRORS = {
  fromRequired: 'Please enter where you are flying from.',
  toRequired: 'Please enter where you are flying to.',
  toSameAsFrom: 'Your destination must be different from your departure city.',
  dateRequired: 'Please choose a departure date.',
  dateInvalid: 'Please choose a valid date.',
  datePast: 'Please choose today or a later date.',
  passengersRequired: 'Please enter the number of passengers.',
  passengersWhole: 'Passengers must be a whole number.',
  passengersMin: 'At least 1 passenger is required.',
  passengersTooMany: `For more than ${PASSENGERS_MAX} passengers, please call our team.`,
} as const;
