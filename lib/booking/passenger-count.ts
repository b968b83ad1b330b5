// Never Number(value) on an object: its toString may throw.
export function passengerCount(value: unknown, { billable = false } = {}): number {
  const count =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : Number.NaN;
  if (!billable) return count;
  return Number.isFinite(count) ? Math.max(1, Math.floor(count)) : 1;
}
