// Free of zod: the form imports this without loading the schema.
import type { JetType } from '@/lib/schemas/content/jet-types';

export const MIN_PASSENGERS = 1;
export const MAX_PASSENGERS = 16;
export const BOOKING_WINDOW_MONTHS = 18;

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

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?$/;

export function isRealDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function sameCity(a: string, b: string): boolean {
  const norm = (city: string) => city.normalize('NFKC').replace(/\s+/g, '').toLowerCase();
  return norm(a) !== '' && norm(a) === norm(b);
}

export type BookingFields = {
  departure: string;
  arrival: string;
  date: string;
  time: string;
  passengers: number;
  jetType: JetType;
};

export const bookingDefaults: BookingFields = {
  departure: '',
  arrival: '',
  date: '',
  time: '',
  passengers: 1,
  jetType: 'light',
};
