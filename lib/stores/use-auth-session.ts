'use client';
import { useSyncExternalStore } from 'react';
import { ACCOUNTS_KEY, SESSION_KEY } from '@/lib/auth/storage-keys';
import type { SessionUser } from '@/lib/auth/schemas';
import { withRetries } from '@/lib/lazy-import';

type AuthRuntime = typeof import('./auth-runtime');
type SessionState = { hydrated: boolean; user: SessionUser | null };

const UNREAD: SessionState = { hydrated: false, user: null };
let snapshot = UNREAD;
const listeners = new Set<() => void>();
let loading: Promise<AuthRuntime> | undefined;
let started = false;

function publish(next: SessionState) {
  if (next.hydrated === snapshot.hydrated && next.user === snapshot.user) return;
  snapshot = next;
  for (const listener of listeners) listener();
}

/**
 * Loads the account store (zustand, its zod-validated storage, hashing) and starts it once.
 * Pages that sign people in or show an account call it on mount; the header loads it only when
 * this browser has stored account data, so a first-time visitor never downloads the store.
 */
export function loadAuth(): Promise<AuthRuntime> {
  loading ??= import('./auth-runtime')
    .then((runtime) => {
      runtime.startAuth();
      const read = () => {
        const { hydrated, user } = runtime.useAuthStore.getState();
        publish({ hydrated, user });
      };
      read();
      runtime.useAuthStore.subscribe(read);
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
  // Nothing stored: signed out. Load the store when another tab writes account data (this tab's
  // login and signup forms load it themselves).
  publish({ hydrated: true, user: null });
  window.addEventListener('storage', (event) => {
    if (isAccountKey(event.key)) void loadAuthPatiently();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  start();
  return () => listeners.delete(listener);
}

/** The signed-in user for the header: `hydrated` stays false until the stored session is read. */
export function useAuthSession() {
  const { hydrated, user } = useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => UNREAD,
  );
  const logout = async () => (await loadAuth()).useAuthStore.getState().logout();
  return { hydrated, user, logout };
}
