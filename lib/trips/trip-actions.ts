import { normalizeEmail } from '@/lib/auth/schemas';
import { savedTripSchema, type SavedTrip } from './saved-trip-schema';
import { MAX_SAVED_TRIPS, type TripError } from './trip-keys';
import { readTrips, writeTrips } from './trip-storage';

export { MAX_SAVED_TRIPS, type TripError };

export type TripResult = { ok: true; trips: SavedTrip[] } | { ok: false; error: TripError };

export type TripToSave = Omit<SavedTrip, 'owner' | 'savedAt'>;

// Re-reads storage first, so a trip another tab saved meanwhile is kept.
export function saveTripFor(email: string, trip: TripToSave, now = new Date()): TripResult {
  const owner = normalizeEmail(email);
  const entry = savedTripSchema.safeParse({ ...trip, owner, savedAt: now.toISOString() });
  if (!entry.success) return { ok: false, error: 'invalid' };
  const stored = readTrips();
  if (stored.blocked) return { ok: false, error: 'blocked' };
  if (stored.newer) return { ok: false, error: 'newer' };
  const others = stored.value.filter((t) => !(t.owner === owner && t.reference === trip.reference));
  if (others.filter((t) => t.owner === owner).length >= MAX_SAVED_TRIPS) return { ok: false, error: 'limit' };
  const trips = [...others, entry.data];
  const saved = writeTrips(trips);
  return saved.ok ? { ok: true, trips } : { ok: false, error: saved.reason };
}

export function removeTripFor(email: string, reference: string): TripResult {
  const owner = normalizeEmail(email);
  const stored = readTrips();
  if (stored.blocked) return { ok: false, error: 'blocked' };
  if (stored.newer) return { ok: false, error: 'newer' };
  const trips = stored.value.filter((t) => !(t.owner === owner && t.reference === reference));
  const saved = writeTrips(trips);
  return saved.ok ? { ok: true, trips } : { ok: false, error: saved.reason };
}
