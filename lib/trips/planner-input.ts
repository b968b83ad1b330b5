import type { JetType } from '@/lib/schemas/content/jet-types';
import type { TripType } from './rules';

export type BookingFields = {
  departure: string;
  arrival: string;
  date: string;
  time: string;
  passengers: number;
  jetType: JetType;
};

export type LegInput = { departure: string; arrival: string; date: string; time: string };

export type PlannerInput = BookingFields & {
  tripType: TripType;
  returnDate: string;
  returnTime: string;
  nextLegs: LegInput[];
  aircraft?: string;
};

export const bookingDefaults: BookingFields = {
  departure: '',
  arrival: '',
  date: '',
  time: '',
  passengers: 1,
  jetType: 'light',
};

export const emptyLeg = (departure = ''): LegInput => ({ departure, arrival: '', date: '', time: '' });

export const plannerDefaults: PlannerInput = {
  ...bookingDefaults,
  tripType: 'one-way',
  returnDate: '',
  returnTime: '',
  nextLegs: [emptyLeg()],
};
