// Free of zod: the form imports this without loading the schema.
import { bookingDefaults, type BookingFields } from './booking-options';

export const TRIP_TYPES = ['one-way', 'round-trip', 'multi-city'] as const;
export type TripType = (typeof TRIP_TYPES)[number];
export const TRIP_TYPE_LABELS: Record<TripType, string> = {
  'one-way': 'One Way',
  'round-trip': 'Round Trip',
  'multi-city': 'Multi-City',
};

export const MIN_LEGS = 2;
export const MAX_LEGS = 6;

export const ITINERARY_ERRORS = {
  tripTypeInvalid: `Please choose one of: ${TRIP_TYPES.join(', ')}.`,
  returnDateRequired: 'Please choose a return date.',
  returnTimeRequired: 'Please choose a return time.',
  returnBeforeDeparture: 'The return cannot be before the outbound departure.',
  legBeforePrevious: 'This leg cannot depart before the previous leg.',
  legsRange: `An itinerary has ${MIN_LEGS} to ${MAX_LEGS} legs.`,
} as const;
export const MAX_LEGS_REACHED = `Up to ${MAX_LEGS} legs per itinerary: for a longer trip, message a consultant.`;

export type LegInput = { departure: string; arrival: string; date: string; time: string };

export type PlannerInput = BookingFields & {
  tripType: TripType;
  returnDate: string;
  returnTime: string;
  nextLegs: LegInput[];
  aircraft?: string;
};

export const emptyLeg = (departure = ''): LegInput => ({ departure, arrival: '', date: '', time: '' });

export const plannerDefaults: PlannerInput = {
  ...bookingDefaults,
  tripType: 'one-way',
  returnDate: '',
  returnTime: '',
  nextLegs: [emptyLeg()],
};

export const isTripType = (value: unknown): value is TripType => TRIP_TYPES.some((type) => type === value);
