'use client';

import { useStore } from 'zustand';
import type { SessionUser } from '@/lib/auth/schemas';
import { ACCOUNTS_KEY, SESSION_KEY } from '@/lib/auth/storage-keys';
import { withRetries } from '@/lib/lazy-import';
import type { SavedTrip } from '@/lib/trips/saved-trip-schema';
import { browserStore } from './browser-store';

type AuthRuntime = typeof import('./auth-runtime');
type AuthStore = AuthRuntime['useAuthStore'];

/** The session as the header and the /dashboard guard see it: the store's own fields. */
export type AuthSession = { hydrated: boolean; user: SessionUser | null; loggedOutHere: boolean };

const UNREAD: AuthSession = { hydrated: false, user: null, loggedOutHere: false };
// This browser holds no account data, so there is nothing for the store to read: signed out.
const NOTHING_STORED: AuthSession = { hydrated: true, user: null, loggedOutHere: false };

type AuthState = ReturnType<AuthStore['getState']>;
// The account store's state once it is loaded, and whether this browser was found to hold none.
type Loaded = { auth: AuthState | null; nothingStored: boolean };

let loading: Promise<AuthRuntime> | undefined;
let started = false;
const loaded = browserStore<Loaded>({ auth: null, nothingStored: false }, start);

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Loads the account store (zustand, its validated storage, hashing) and starts it once.
 * Pages that sign people in or show an account call it on mount; the header loads it only when
 * this browser has stored account data, so a first-time visitor never downloads the store.
 */
export function loadAuth(): Promise<AuthRuntime> {
  // Two tasks, not one: the store's modules, then the first read of storage. Together they made
  // one long task that held a slow phone's main thread after hydration.
  loading ??= import('./auth-runtime')
    .then(async (runtime) => {
      await nextTask();
      runtime.startAuth();
      const store = runtime.useAuthStore;
      loaded.setState({ auth: store.getState() });
      store.subscribe((auth) => loaded.setState({ auth }));
      return runtime;
    })
    .catch((error: unknown) => {
      // A chunk that failed to load (a dropped connection) is fetched again on the next call.
      loading = undefined;
      throw error;
    });
  return loading;
}

/** For loads no click will repeat (the header's): a few tries with back-off, then quiet. */
const loadAuthPatiently = () => withRetries(loadAuth)().catch(() => {});

const isAccountKey = (key: string | null) => key === null || key === ACCOUNTS_KEY || key === SESSION_KEY;

/** True when there is stored account data to read, or storage is blocked (the store reports that). */
function hasStoredAccountData() {
  try {
    return localStorage.getItem(SESSION_KEY) !== null || localStorage.getItem(ACCOUNTS_KEY) !== null;
  } catch {
    return true;
  }
}

function start() {
  if (started) return;
  started = true;
  if (loading || hasStoredAccountData()) {
    void loadAuthPatiently();
    return;
  }
  loaded.setState({ nothingStored: true });
  // Load the store when another tab writes account data (this tab's login and signup forms load it themselves).
  window.addEventListener('storage', (event) => {
    if (isAccountKey(event.key)) void loadAuthPatiently();
  });
}

/** The store's state once it is loaded; before that, signed out when nothing is stored, else unread. */
const session = ({ auth, nothingStored }: Loaded): AuthSession => auth ?? (nothingStored ? NOTHING_STORED : UNREAD);

/**
 * The one way components read the session (the header, the /dashboard guard, the planner): the
 * account store's own state, without loading the store for a browser that holds no account data.
 * `hydrated` stays false until the stored session has been read.
 */
export function useAuthSession() {
  const { hydrated, user, loggedOutHere } = useStore(loaded, session);
  const logout = async () => (await loadAuth()).useAuthStore.getState().logout();
  return { hydrated, user, loggedOutHere, logout };
}

const NO_TRIPS: SavedTrip[] = [];
const trips = ({ auth }: Loaded) => auth?.trips ?? NO_TRIPS;

/**
 * Saved trips of every account in this browser, from the loaded store (read them through
 * tripsOf). Pages showing them take the store from here rather than importing it, so its code is
 * in one chunk, not copied into theirs.
 */
export function useSavedTrips() {
  return useStore(loaded, trips);
}

export const removeSavedTrip = async (reference: string) =>
  (await loadAuth()).useAuthStore.getState().removeTrip(reference);

/** Puts a removed trip back as it was (the removal toast's Undo). */
export const restoreSavedTrip = async (trip: SavedTrip) => {
  const { reference, tripType, legs, passengers, jetType, savedAt } = trip;
  const store = (await loadAuth()).useAuthStore.getState();
  return store.saveTrip({ reference, tripType, legs, passengers, jetType }, new Date(savedAt));
};

/** The store itself, for the account settings' actions (they load it with the dashboard). */
export const authStore = async () => (await loadAuth()).useAuthStore;
