// Messages of the quick booking form, free of zod so the form can import them without loading
// the schema (see lib/schemas/lazy-resolver.ts). Its trip types and passenger limit are the
// planner's: the home page and /book tell a visitor the same thing.
import { MAX_PASSENGERS } from './booking-options';

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
  passengersTooMany: `For more than ${MAX_PASSENGERS} passengers, please call our team.`,
} as const;
