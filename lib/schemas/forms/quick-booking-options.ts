// Constants and messages of the quick booking form, free of zod so the form can import them
// without loading the schema (see lib/schemas/lazy-resolver.ts).

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
