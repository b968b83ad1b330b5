import { webcrypto } from 'node:crypto';
import { TextEncoder } from 'node:util';
import { ACCOUNTS_KEY, SESSION_KEY } from '@/lib/auth/storage';
import { TRIPS_KEY } from '@/lib/trips/trip-keys';

// jsdom has no WebCrypto or TextEncoder; node's are the same standard APIs.
Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
Object.assign(globalThis, { TextEncoder });

jest.mock('@/lib/auth/password', () => {
  const actual = jest.requireActual('@/lib/auth/password');
  return { ...actual, hashPassword: (password: string) => actual.hashPassword(password, 100_000) };
});

type Store = typeof import('@/lib/stores/auth').useAuthStore;

async function openTab(): Promise<Store> {
  let store: Store | undefined;
  jest.isolateModules(() => {
    store = (jest.requireActual('@/lib/stores/auth') as typeof import('@/lib/stores/auth')).useAuthStore;
  });
  await store!.persist.rehydrate();
  return store!;
}

const trip = {
  reference: 'VJ-ABC123',
  tripType: 'one-way' as const,
  legs: [{ departure: 'Mumbai', arrival: 'Dubai', date: '2026-12-01', time: '' }],
  passengers: 2,
  jetType: 'light' as const,
};

beforeEach(() => localStorage.clear());

describe('change password', () => {
  it('needs the current password, then logs in with the new one and not the old', async () => {
    const tab = await openTab();
    await tab.getState().signup({ email: 'a@example.com', password: 'old', role: 'Customer' });
    expect(await tab.getState().changePassword({ current: 'wrong', next: 'New pass 1' })).toEqual({
      ok: false,
      error: 'wrong',
    });
    const changed = await tab.getState().changePassword({ current: 'old', next: 'New pass 1' });
    expect(changed.ok).toBe(true);
    tab.getState().logout();
    const other = await openTab();
    expect(await other.getState().login({ email: 'a@example.com', password: 'old' })).toEqual({
      ok: false,
      error: 'invalid',
    });
    expect((await other.getState().login({ email: 'a@example.com', password: 'New pass 1' })).ok).toBe(true);
    expect(localStorage.getItem(ACCOUNTS_KEY)).not.toContain('New pass 1');
  });
});

describe('delete account', () => {
  it('removes the account and its trips, keeps others’, and logs out', async () => {
    const tab = await openTab();
    await tab.getState().signup({ email: 'other@example.com', password: 'x', role: 'Customer' });
    tab.getState().saveTrip(trip);
    tab.getState().logout();
    await tab.getState().signup({ email: 'me@example.com', password: 'x', role: 'Customer' });
    tab.getState().saveTrip(trip);
    expect(JSON.parse(localStorage.getItem(TRIPS_KEY)!).state.trips).toHaveLength(2);

    const result = tab.getState().deleteAccount();
    expect(result).toMatchObject({ ok: true, removed: true });
    expect(tab.getState().user).toBeNull();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    const accounts = JSON.parse(localStorage.getItem(ACCOUNTS_KEY)!).state.accounts;
    expect(accounts.map((a: { email: string }) => a.email)).toEqual(['other@example.com']);
    const trips = JSON.parse(localStorage.getItem(TRIPS_KEY)!).state.trips;
    expect(trips.map((t: { owner: string }) => t.owner)).toEqual(['other@example.com']);
    // A reload does not bring it back.
    const again = await openTab();
    expect(again.getState().accounts.map((a) => a.email)).toEqual(['other@example.com']);
  });

  it('removes another e-mail’s account (Forgot Password) and says when there was none', async () => {
    const tab = await openTab();
    await tab.getState().signup({ email: 'gone@example.com', password: 'x', role: 'Customer' });
    tab.getState().logout();
    expect(tab.getState().deleteAccount(' GONE@example.com ')).toMatchObject({ ok: true, removed: true });
    expect(tab.getState().deleteAccount('gone@example.com')).toMatchObject({ ok: true, removed: false });
    expect(tab.getState().deleteAccount()).toEqual({ ok: false, error: 'signed-out' });
  });
});

describe('undo a removed trip', () => {
  it('puts it back with its original saved time', async () => {
    const tab = await openTab();
    await tab.getState().signup({ email: 'me@example.com', password: 'x', role: 'Customer' });
    tab.getState().saveTrip(trip, new Date('2026-01-01T10:00:00Z'));
    const [saved] = tab.getState().trips;
    tab.getState().removeTrip(saved.reference);
    expect(tab.getState().trips).toHaveLength(0);
    const { reference, tripType, legs, passengers, jetType, savedAt } = saved;
    tab.getState().saveTrip({ reference, tripType, legs, passengers, jetType }, new Date(savedAt));
    expect(tab.getState().trips).toEqual([saved]);
  });
});
