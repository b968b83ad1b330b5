import { webcrypto } from 'node:crypto';
import { TextEncoder } from 'node:util';
import { ACCOUNTS_KEY, SESSION_KEY } from '@/lib/auth/storage';
import { mirrorOutbox } from '@/lib/offline/outbox-mirror';
import { createRequest } from '@/lib/requests/build';
import { enqueue } from '@/lib/requests/outbox';
import { OUTBOX_KEY } from '@/lib/requests/outbox-key';
import { TRIPS_KEY } from '@/lib/trips/trip-keys';

// The worker's copy (IndexedDB) is rewritten from the outbox after every change.
jest.mock('@/lib/offline/outbox-mirror', () => ({
  backgroundResults: jest.fn(async () => []),
  forgetResults: jest.fn(async () => {}),
  mirrored: jest.fn(async () => {}),
  mirrorOutbox: jest.fn(async () => {}),
  requestBackgroundDelivery: jest.fn(async () => {}),
}));

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

    const result = await tab.getState().deleteAccount();
    expect(result).toMatchObject({ ok: true, removed: true, requests: [] });
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
    expect(await tab.getState().deleteAccount(' GONE@example.com ')).toMatchObject({ ok: true, removed: true });
    expect(await tab.getState().deleteAccount('gone@example.com')).toMatchObject({ ok: true, removed: false });
    expect(await tab.getState().deleteAccount()).toEqual({ ok: false, error: 'signed-out' });
  });

  it('takes the account’s requests not delivered yet with it, and names them; another account’s stay', async () => {
    const tab = await openTab();
    await tab.getState().signup({ email: 'me@example.com', password: 'x', role: 'Customer' });
    const made = (name: string) =>
      createRequest(
        { kind: 'contact', heading: 'Hi', fields: [], notes: [], details: {}, contact: { name, phone: '98200 07777' } },
        { page: '/contact/', now: new Date('2027-01-10T09:30:00Z') },
      );
    const mine = made('Priya Shah');
    const theirs = made('Arjun Mehta');
    enqueue(mine, 'me@example.com');
    enqueue(theirs, 'other@example.com');
    expect(await tab.getState().deleteAccount()).toMatchObject({ ok: true, removed: true, requests: [mine.reference] });
    const left = localStorage.getItem(OUTBOX_KEY)!;
    expect(left).not.toContain('Priya Shah');
    expect(left).toContain('Arjun Mehta');
    expect(mirrorOutbox).toHaveBeenCalled();
  });

  it('keeps the account when its requests cannot leave (a newer version’s outbox), and says why', async () => {
    const tab = await openTab();
    await tab.getState().signup({ email: 'me@example.com', password: 'x', role: 'Customer' });
    enqueue(
      createRequest(
        { kind: 'contact', heading: 'Hi', fields: [], notes: [], details: {}, contact: { name: 'Priya Shah' } },
        { page: '/contact/' },
      ),
      'me@example.com',
    );
    const stored = JSON.parse(localStorage.getItem(OUTBOX_KEY)!);
    localStorage.setItem(OUTBOX_KEY, JSON.stringify({ ...stored, version: stored.version + 1 }));
    expect(await tab.getState().deleteAccount()).toEqual({ ok: false, error: 'newer' });
    expect(localStorage.getItem(ACCOUNTS_KEY)).toContain('me@example.com');
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
