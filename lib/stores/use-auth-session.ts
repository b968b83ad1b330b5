'use client';

import { useStore } from 'zustand';
import type { SessionUser } from '@/lib/auth/schemas';
import { ACCOUNTS_KEY, SESSION_KEY } from '@/lib/auth/storage-keys';
import { onUse } from '@/lib/on-use';
import type { SavedTrip } from '@/lib/trips/saved-trip-schema';
import type * as AuthRuntimeModule from './auth-runtime';
import { browserStore } from './browser-store';

type AuthRuntime = typeof AuthRuntimeModule;
type AuthStore = AuthRuntime['useAuthStore'];

export type AuthSession = { hydrated: boolean; user: SessionUser | null; loggedOutHere: boolean };

const UNREAD: AuthSession = { hydrated: false, user: null, loggedOutHere: false };
const NOTHING_STORED: AuthSession = { hydrated: true, user: null, loggedOutHere: false };

type AuthState = ReturnType<AuthStore['getState']>;
type Loaded = { auth: AuthState | null; nothingStored: boolean };

let started = false;
const loaded = browserStore<Loaded>({ auth: null, nothingStored: false }, start);

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

// The header loads this only when the browser holds account data: a first visit never downloads the store.
export const loadAuth = onUse<AuthRuntime>(() =>
  import('./auth-runtime').then(async (runtime) => {
    await nextTask();
    runtime.startAuth();
    const store = runtime.useAuthStore;
    loaded.setState({ auth: store.getState() });
    store.subscribe((auth) => loaded.setState({ auth }));
    return runtime;
  }),
);

const isAccountKey = (key: string | null) => key === null || key === ACCOUNTS_KEY || key === SESSION_KEY;

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
  if (loadAuth.peek() || hasStoredAccountData()) {
    loadAuth.preload();
    return;
  }
  loaded.setState({ nothingStored: true });
  window.addEventListener('storage', (event) => {
    if (isAccountKey(event.key)) loadAuth.preload();
  });
}

const session = ({ auth, nothingStored }: Loaded): AuthSession => auth ?? (nothingStored ? NOTHING_STORED : UNREAD);

export function useAuthSession() {
  const { hydrated, user, loggedOutHere } = useStore(loaded, session);
  const logout = async () => (await loadAuth()).logOut();
  return { hydrated, user, loggedOutHere, logout };
}

const NO_TRIPS: SavedTrip[] = [];
const trips = ({ auth }: Loaded) => auth?.trips ?? NO_TRIPS;

// Pages take the store from here rather than importing it, so its code stays in one chunk.
export function useSavedTrips() {
  return useStore(loaded, trips);
}

export const removeSavedTrip = async (reference: string) =>
  (await loadAuth()).useAuthStore.getState().removeTrip(reference);

export const restoreSavedTrip = async (trip: SavedTrip) => {
  const { reference, tripType, legs, passengers, jetType, savedAt } = trip;
  const store = (await loadAuth()).useAuthStore.getState();
  return store.saveTrip({ reference, tripType, legs, passengers, jetType }, new Date(savedAt));
};

export const authStore = async () => (await loadAuth()).useAuthStore;
