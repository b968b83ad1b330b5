/**
 * A passenger count from whatever a form holds: a number as is, numeric text as its number,
 * anything else NaN. Never Number(value) on an object, whose toString may throw.
 * `billable` is the count the estimator prices: a whole number of at least 1 (1 when unreadable).
 */
export function passengerCount(value: unknown, { billable = false } = {}): number {
  const count =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : Number.NaN;
  if (!billable) return count;
  return Number.isFinite(count) ? Math.max(1, Math.floor(count)) : 1;
}
