import { findAirport, normalizePlace } from '@/lib/estimate/airports';
import type { Airport } from '@/lib/schemas/content/airports';
import type { LegInput, PlannerInput } from './planner-input';
import type { TripType } from './rules';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function hash53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

const place = (text: string, airports: readonly Airport[]) =>
  findAirport(text, airports)?.iata ?? normalizePlace(text.normalize('NFKC'));

export type Trip = {
  tripType: TripType;
  legs: LegInput[];
  passengers: PlannerInput['passengers'] | undefined;
  jetType: PlannerInput['jetType'] | undefined;
};

function itineraryKey(trip: Trip, airports: readonly Airport[]): string {
  const legs = trip.legs.map((leg) =>
    [place(leg.departure, airports), place(leg.arrival, airports), leg.date.trim(), leg.time.trim().slice(0, 5)].join(
      '>',
    ),
  );
  return [trip.tripType, ...legs, String(trip.passengers ?? ''), trip.jetType ?? ''].join('|');
}

export const tripReference = (trip: Trip, airports: readonly Airport[]) => referenceFor(itineraryKey(trip, airports));

export function referenceFor(key: string): string {
  let value = hash53(key);
  let code = '';
  for (let index = 0; index < 6; index += 1) {
    code = ALPHABET[value % 32] + code;
    value = Math.floor(value / 32);
  }
  return `VJ-${code}`;
}
