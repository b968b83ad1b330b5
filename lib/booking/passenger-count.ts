/**
 * A passenger count from whatever a form holds: a number as is, numeric text as its number,
 * anything else NaN. Never Number(value) on an object, whose toString may throw.
 */
export function passengerCount(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || !value.trim()) return Number.NaN;
  return Number(value);
}
