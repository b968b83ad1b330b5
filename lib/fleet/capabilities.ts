import { fillStrict } from '@/lib/fill-strict';
import { JET_TYPES } from '@/lib/schemas/content/jet-types';
import type { Pricing } from '@/lib/schemas/content/pricing';

// Seat figures in copy ({heavySeats}, {lightMinPassengers}) come from the category's figures, which
// content/pricing.ts works out from its aircraft.
export function capabilityValues(table: Pick<Pricing, 'jetTypes'>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const type of JET_TYPES) {
    values[`${type}Seats`] = String(table.jetTypes[type].seats);
    values[`${type}MinPassengers`] = String(table.jetTypes[type].minPassengers);
  }
  return values;
}

export function fillCopy<T>(value: T, values: Record<string, string>, file: string): T {
  if (typeof value === 'string') return fillStrict(value, values, file) as T;
  if (Array.isArray(value)) return value.map((item) => fillCopy(item, values, file)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillCopy(item, values, file)])) as T;
  return value;
}

/** Copy with its seat placeholders filled from a rate card, as the build fills it. */
export const withSeatFigures = <T>(value: T, table: Pick<Pricing, 'jetTypes'>, file: string): T =>
  fillCopy(value, capabilityValues(table), file);
