export const MIN_PASSENGERS = 1;
export const MAX_PASSENGERS = 16;
export const BOOKING_WINDOW_MONTHS = 18;

export const MIN_LEGS = 2;
export const MAX_LEGS = 6;

export const TRIP_TYPES = ['one-way', 'round-trip', 'multi-city'] as const;
export type TripType = (typeof TRIP_TYPES)[number];
export const TRIP_TYPE_LABELS: Record<TripType, string> = {
  'one-way': 'One Way',
  'round-trip': 'Round Trip',
  'multi-city': 'Multi-City',
};

export const isTripType = (value: unknown): value is TripType => TRIP_TYPES.some((type) => type === value);

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?$/;

export function isRealDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

// "Navi Mumbai" and "navimumbai" are one city: a leg cannot start and end there.
export function sameCity(a: string, b: string): boolean {
  const norm = (city: string) => city.normalize('NFKC').replace(/\s+/g, '').toLowerCase();
  return norm(a) !== '' && norm(a) === norm(b);
}
