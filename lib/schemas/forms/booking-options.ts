import { BOOKING_WINDOW_MONTHS, MAX_PASSENGERS, MIN_PASSENGERS } from '@/lib/trips/rules';

export const BOOKING_ERRORS = {
  departureRequired: 'Please enter your departure city.',
  arrivalRequired: 'Please enter your arrival city.',
  sameCity: 'Arrival city must be different from the departure city.',
  dateRequired: 'Please choose a departure date.',
  dateInvalid: 'Please enter a valid date.',
  datePast: 'The departure date cannot be in the past.',
  dateTooFar: `We take bookings up to ${BOOKING_WINDOW_MONTHS} months ahead. Please choose an earlier date.`,
  timeRequired: 'Please choose a departure time.',
  timeInvalid: 'Please enter a valid time.',
  timePast: 'That time has already passed in Mumbai today. Please choose a later time.',
  passengersRange: `Please choose between ${MIN_PASSENGERS} and ${MAX_PASSENGERS} passengers.`,
  jetTypeRequired: 'Please choose a jet type.',
} as const;
