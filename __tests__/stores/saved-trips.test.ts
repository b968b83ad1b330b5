import { tripsOf } from '@/lib/trips/saved-trip-view';
import { TRIPS_KEY } from '@/lib/trips/trip-keys';

type Store = typeof import('@/lib/stores/auth').useAuthStore;

/** A fresh store module: one browser tab sharing this jsdom's localStorage. */
async function openTab(): Promise<Store> {
  let store: Store | undefined;
  jest.isolateModules(() => {
    store = (jest.requireActual('@/lib/stores/auth') as typeof import('@/lib/stores/auth')).useAuthStore;
  });
  await store!.persist.rehydrate();
  return store!;
}

const trip = {
  reference: 'VJ-AAAAAA',
  tripType: 'one-way' as const,
  legs: [{ departure: 'Mumbai', arrival: 'Goa', date: '', time: '' }],
  passengers: 2,
  jetType: 'light' as const,
};

beforeEach(() => localStorage.clear());

describe('saved trips in the account store', () => {
  it('needs a signed-in user', async () => {
    const store = await openTab();
    expect(store.getState().saveTrip(trip)).toEqual({ ok: false, error: 'signed-out' });
    expect(localStorage.getItem(TRIPS_KEY)).toBeNull();
  });

  it('saves under the signed-in account; another tab reads it on rehydration and removes it', async () => {
    const tabA = await openTab();
    tabA.setState({ user: { email: 'a@example.com', role: 'Customer' } });
    expect(tabA.getState().saveTrip(trip).ok).toBe(true);
    expect(tripsOf(tabA.getState().trips, 'a@example.com').map((t) => t.reference)).toEqual(['VJ-AAAAAA']);

    const tabB = await openTab();
    expect(tabB.getState().trips.map((t) => t.reference)).toEqual(['VJ-AAAAAA']);
    tabB.setState({ user: { email: 'a@example.com', role: 'Customer' } });
    expect(tabB.getState().removeTrip('VJ-AAAAAA').ok).toBe(true);
    await tabA.persist.rehydrate();
    expect(tabA.getState().trips).toEqual([]);
  });

  it('1: unreadable saved trips hydrate to none and say some data was recovered', async () => {
    localStorage.setItem(TRIPS_KEY, '{"state":');
    const store = await openTab();
    expect(store.getState()).toMatchObject({ hydrated: true, trips: [], recovered: true });
  });
});
