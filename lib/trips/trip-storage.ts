import { read, write } from '@/lib/auth/storage';
import { accepted, parseVersioned, salvageList, type Parsed } from '@/lib/storage/versioned';
import { savedTripSchema, type SavedTrip } from './saved-trip-schema';
import { TRIPS_KEY } from './trip-keys';

export const TRIPS_VERSION = 1;

export function salvageTrips(state: unknown): { trips: SavedTrip[]; intact: boolean } {
  const list = typeof state === 'object' && state !== null ? (state as { trips?: unknown }).trips : undefined;
  const { items, intact } = salvageList(list, accepted(savedTripSchema), (trip) => `${trip.owner}\n${trip.reference}`);
  return { trips: items, intact };
}

export function parseTrips(raw: string | null): Parsed<SavedTrip[]> {
  return parseVersioned(raw, TRIPS_VERSION, [], (json) => {
    const { trips, intact } = salvageTrips(json.state);
    return { value: trips, intact };
  });
}

export const serializeTrips = (trips: SavedTrip[]) => JSON.stringify({ state: { trips }, version: TRIPS_VERSION });

export const readTrips = () => read(TRIPS_KEY, parseTrips, TRIPS_VERSION);
export const writeTrips = (trips: SavedTrip[]) => write(TRIPS_KEY, parseTrips, serializeTrips(trips), TRIPS_VERSION);
