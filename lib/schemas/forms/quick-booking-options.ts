import { MAX_PASSENGERS } from '@/lib/trips/rules';

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
