import { normalizeEmail } from '@/lib/auth/email';
import { plannerDefaults, type PlannerInput } from './planner-input';
import type { SavedTrip } from './saved-trip-schema';

export function savedTripValues(trip: SavedTrip): PlannerInput {
  const [first, ...rest] = trip.legs;
  const back = trip.tripType === 'round-trip' ? rest[0] : undefined;
  return {
    ...plannerDefaults,
    ...first,
    tripType: trip.tripType,
    passengers: trip.passengers,
    jetType: trip.jetType,
    returnDate: back?.date ?? '',
    returnTime: back?.time ?? '',
    nextLegs: trip.tripType === 'multi-city' ? rest : plannerDefaults.nextLegs,
  };
}

export function tripsOf(trips: readonly SavedTrip[], email: string | undefined): SavedTrip[] {
  if (!email) return [];
  const owner = normalizeEmail(email);
  return trips
    .filter((t) => t.owner === owner)
    .sort((a, b) => (a.savedAt < b.savedAt ? 1 : a.savedAt > b.savedAt ? -1 : 0));
}
