import type { PersistStorage, StorageValue } from 'zustand/middleware';
import type { PersistedAuth } from '@/lib/auth/persist-storage';
import type { SavedTrip } from './saved-trip-schema';
import { readTrips } from './trip-storage';

type WithTrips = PersistedAuth & { trips: SavedTrip[] };

// Trips are only read here: the store's actions re-read before writing, so a stale tab never overwrites another's.
export function withTrips(storage: PersistStorage<PersistedAuth>): PersistStorage<PersistedAuth> {
  return {
    getItem: (name) => {
      const item = storage.getItem(name) as StorageValue<PersistedAuth> | null;
      const trips = readTrips();
      const state = item?.state ?? { accounts: [], user: null };
      const withTrips: WithTrips = {
        ...state,
        trips: trips.value,
        recovered: state.recovered === true || trips.backedUp,
      };
      return { version: item?.version, state: withTrips };
    },
    setItem: (name, value) => storage.setItem(name, value),
    removeItem: (name) => storage.removeItem(name),
  };
}

export function mergeWithTrips<S extends WithTrips>(merge: (persisted: unknown, current: S) => S) {
  return (persisted: unknown, current: S): S => {
    const merged = merge(persisted, current);
    const list = typeof persisted === 'object' && persisted !== null ? (persisted as { trips?: unknown }).trips : null;
    return { ...merged, trips: Array.isArray(list) ? (list as SavedTrip[]) : current.trips };
  };
}
