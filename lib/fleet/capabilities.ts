import { fillStrict } from '@/lib/fill-strict';
import { JET_TYPES } from '@/lib/schemas/content/jet-types';
import type { Pricing } from '@/lib/schemas/content/pricing';

// Seat figures in copy ({heavySeats}, {lightMinPassengers}) come from the category's figures, which
// content/pricing.ts works out from its aircraft.
/** What a category's aircraft seat, from the smallest cabin to the largest: "7" when they all seat 7, "6-9". */
export function seatRange(aircraft: readonly { seats: number }[]): string {
  const seats = aircraft.map((plane) => plane.seats);
  const [low, high] = [Math.min(...seats), Math.max(...seats)];
  return low === high ? String(high) : `${low}-${high}`;
}

export function capabilityValues(table: Pick<Pricing, 'jetTypes'>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const type of JET_TYPES) {
    values[`${type}Seats`] = String(table.jetTypes[type].seats);
    values[`${type}MinPassengers`] = String(table.jetTypes[type].minPassengers);
    values[`${type}SeatRange`] = seatRange(table.jetTypes[type].aircraft);
  }
  // More than one aircraft seats: the party a group charter flies on two or more aircraft.
  values.groupMinPassengers = String(Math.max(...JET_TYPES.map((type) => table.jetTypes[type].seats)) + 1);
  return values;
}

export function fillCopy<T>(value: T, values: Record<string, string>, file: string): T {
  if (typeof value === 'string') return fillStrict(value, values, file) as T;
  if (Array.isArray(value)) return value.map((item) => fillCopy(item, values, file)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillCopy(item, values, file)])) as T;
  return value;
}
