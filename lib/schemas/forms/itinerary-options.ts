import { MAX_LEGS, MIN_LEGS, TRIP_TYPES } from '@/lib/trips/rules';

export const ITINERARY_ERRORS = {
  tripTypeInvalid: `Please choose one of: ${TRIP_TYPES.join(', ')}.`,
  returnDateRequired: 'Please choose a return date.',
  returnTimeRequired: 'Please choose a return time.',
  returnBeforeDeparture: 'The return cannot be before the outbound departure.',
  legBeforePrevious: 'This leg cannot depart before the previous leg.',
  legsRange: `An itinerary has ${MIN_LEGS} to ${MAX_LEGS} legs.`,
} as const;
export const MAX_LEGS_REACHED = `Up to ${MAX_LEGS} legs per itinerary: for a longer trip, message a consultant.`;
