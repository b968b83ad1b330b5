import { capabilities } from '@/content/capabilities';
import { fillStrict } from '@/lib/fill-strict';
import type { Capabilities } from '@/lib/schemas/content/capabilities';
import type { FleetCategory } from '@/lib/schemas/content/fleet';
import { JET_TYPES } from '@/lib/schemas/content/jet-types';

export function usableRangeNm(rangeNm: number, reservePercent: number = capabilities.reservePercent): number {
  return rangeNm * (1 - reservePercent / 100);
}

export function fuelStopsFor(distanceNm: number, rangeNm: number): number {
  const usable = usableRangeNm(rangeNm);
  if (!(distanceNm > 0) || !(usable > 0)) return 0;
  return Math.max(0, Math.ceil(distanceNm / usable) - 1);
}

export function capabilityMismatches(table: Capabilities, categories: readonly FleetCategory[]): string[] {
  const problems: string[] = [];
  for (const type of JET_TYPES) {
    const category = categories.find((entry) => entry.jetType === type);
    if (!category) continue;
    const seats = Math.max(...category.aircraft.map((plane) => plane.seats));
    const rangeNm = Math.min(...category.aircraft.map((plane) => plane.rangeNm));
    if (table.jetTypes[type].seats !== seats)
      problems.push(
        `jetTypes.${type}.seats is ${table.jetTypes[type].seats}, the largest ${category.name} seat ${seats}`,
      );
    if (table.jetTypes[type].rangeNm !== rangeNm)
      problems.push(
        `jetTypes.${type}.rangeNm is ${table.jetTypes[type].rangeNm}, the shortest ${category.name} range is ${rangeNm}`,
      );
  }
  return problems;
}

export function capabilityValues(table: Capabilities): Record<string, string> {
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

export const withSeatFigures = <T>(value: T, file: string): T => fillCopy(value, capabilityValues(capabilities), file);
