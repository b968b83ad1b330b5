'use client';

import { tripMessages } from '@/content/trip-messages';
import { passengerCount } from '@/lib/booking/passenger-count';
import { storageFailureMessages } from '@/lib/storage/failure-messages';
import type { AuthState } from '@/lib/stores/auth';
import { showToast } from '@/lib/toast';
import { itineraryLegs } from '@/lib/trips/plan';
import type { PlannerInput } from '@/lib/trips/planner-input';
import { MAX_SAVED_TRIPS, type TripError } from '@/lib/trips/trip-keys';

type Runtime = {
  useAuthStore: { getState: () => AuthState; subscribe: (listener: (state: AuthState) => void) => () => void };
};

const failure: Record<Exclude<TripError, 'signed-out'>, () => void> = {
  invalid: () => void showToast(tripMessages.tripInvalid, {}, 'error'),
  limit: () => void showToast(tripMessages.tripLimit, { max: String(MAX_SAVED_TRIPS) }, 'error'),
  full: () => void showToast(storageFailureMessages.full, {}, 'error'),
  blocked: () => void showToast(storageFailureMessages.blocked, {}, 'error'),
  newer: () => void showToast(storageFailureMessages.newer, {}, 'error'),
};

function hydrated({ useAuthStore }: Runtime): Promise<AuthState> {
  const state = useAuthStore.getState();
  if (state.hydrated) return Promise.resolve(state);
  return new Promise((resolve) => {
    const stop = useAuthStore.subscribe((next) => {
      if (!next.hydrated) return;
      stop();
      resolve(next);
    });
  });
}

export async function saveTrip(
  runtime: Runtime,
  values: PlannerInput,
  reference: string,
): Promise<'saved' | TripError> {
  const state = await hydrated(runtime);
  const legs = itineraryLegs(values).map(({ departure, arrival, date, time }) => ({
    departure: departure.trim(),
    arrival: arrival.trim(),
    date: date.trim(),
    time: time.trim().slice(0, 5),
  }));
  const passengers = passengerCount(values.passengers);
  const result = state.saveTrip({
    reference,
    tripType: values.tripType,
    legs,
    passengers: Number.isInteger(passengers) ? passengers : 1,
    jetType: values.jetType,
  });
  if (result.ok) {
    void showToast(tripMessages.tripSaved, {}, 'success');
    return 'saved';
  }
  if (result.error !== 'signed-out') failure[result.error]();
  return result.error;
}
