'use client';

import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { changeStoredPassword, deleteStoredAccount, type ChangeResult } from '@/lib/account/account-changes';
import { hashPassword, hasSecureCrypto, verifyPassword } from '@/lib/auth/password';
import {
  createAuthStorage,
  mergePersisted,
  migrateAuthState,
  type AuthWrite,
  type PersistedAuth,
} from '@/lib/auth/persist-storage';
import { normalizeEmail, type SessionUser, type StoredAccount } from '@/lib/auth/schemas';
import { readAccounts, storageAvailable, type StorageFailure } from '@/lib/auth/storage';
import { AUTH_VERSION } from '@/lib/auth/stored-data';
import { onUse } from '@/lib/on-use';
import { ledgerEntries, updateLedger } from '@/lib/requests/ledger';
import { hasOutbox } from '@/lib/requests/outbox-key';
import { mergeWithTrips, withTrips } from '@/lib/trips/persist';
import type { SavedTrip } from '@/lib/trips/saved-trip-schema';
import { removeTripFor, saveTripFor, type TripResult, type TripToSave } from '@/lib/trips/trip-actions';
import { sessionNamesAccount } from './signed-in';

export type AuthError = 'invalid' | 'noAccounts' | 'exists' | 'insecure' | 'accountOnly' | StorageFailure;
export type AuthResult = { ok: true; user: SessionUser } | { ok: false; error: AuthError };

export interface AuthState extends PersistedAuth {
  hydrated: boolean;
  loggedOutHere: boolean;
  signup: (input: { email: string; password: string; role: string }) => Promise<AuthResult>;
  login: (input: { email: string; password: string }) => Promise<AuthResult>;
  logout: () => 'newer' | null;
  dismissRecovered: () => void;
  trips: SavedTrip[];
  saveTrip: (trip: TripToSave, savedAt?: Date) => TripResult;
  removeTrip: (reference: string) => TripResult;
  changePassword: (input: {
    current: string;
    next: string;
  }) => Promise<ChangeResult | { ok: false; error: 'insecure' | 'signed-out' }>;
  deleteAccount: (email?: string) => Promise<ChangeResult | { ok: false; error: 'signed-out' }>;
}

const loadOutbox = onUse(() => import('@/lib/requests/outbox'));
const loadStanding = onUse(() => import('@/lib/requests/standing'));

async function eraseAtInbox(owner: string) {
  const standing = await loadStanding().catch(() => null);
  if (standing) return standing.eraseOwnerRequests(owner);
  // Offline, say, the inbox cannot be asked: each is named as unreached, and leaves with the account.
  const mine = ledgerEntries().filter((entry) => entry.owner === owner);
  for (const entry of mine) updateLedger(entry.id, () => null);
  const unreached = mine.flatMap((entry) => (entry.token && entry.reference ? [entry.reference] : []));
  return { erased: [], unreached };
}

async function forgetRequestsOf(owner: string) {
  if (!hasOutbox()) return { ok: true as const, references: [] };
  const { forgetAccountRequests } = await loadOutbox();
  return forgetAccountRequests(owner);
}

const fail = (error: AuthError): AuthResult => ({ ok: false, error });
const precondition = (): AuthError | null => (!hasSecureCrypto() ? 'insecure' : !storageAvailable() ? 'blocked' : null);
const sameEmail = (email: string) => (account: StoredAccount) => normalizeEmail(account.email) === email;

const storage = createAuthStorage();

export const useAuthStore = create<AuthState>()(
  persist(
    (set, get) => {
      const save = (next: Pick<AuthState, 'accounts' | 'user'>): AuthWrite => {
        const { accounts: previous, user: before, loggedOutHere } = get();
        set({ ...next, loggedOutHere: false });
        const outcome = storage.lastWrite();
        if (!outcome.ok) {
          const accounts = outcome.accountSaved ? next.accounts : previous;
          set({ accounts: outcome.accounts ?? accounts, user: before, loggedOutHere });
        } else if (outcome.accounts) set({ accounts: outcome.accounts });
        return outcome;
      };

      return {
        accounts: [],
        user: null,
        hydrated: false,
        loggedOutHere: false,
        recovered: false,

        signup: async (input) => {
          const blocked = precondition();
          if (blocked) return fail(blocked);
          const email = normalizeEmail(input.email);
          if (get().accounts.some(sameEmail(email))) return fail('exists');
          const password = await hashPassword(input.password);
          const user = { email, role: input.role };
          const outcome = save({ accounts: [...get().accounts, { email, role: input.role, password }], user });
          if (outcome.ok) return { ok: true, user };
          if (outcome.accountSaved) return fail(outcome.error === 'blocked' ? 'blocked' : 'accountOnly');
          return fail(outcome.error);
        },

        login: async (input) => {
          const blocked = precondition();
          if (blocked) return fail(blocked);
          const email = normalizeEmail(input.email);
          const stored = readAccounts();
          const account = stored.value.find(sameEmail(email));
          if (!account) {
            await hashPassword(input.password); // same cost either way: timing does not reveal accounts
            const none = stored.value.length === 0 && !stored.keptAside && !stored.backedUp && !stored.newer;
            return fail(none ? 'noAccounts' : 'invalid');
          }
          if (!(await verifyPassword(input.password, account.password))) return fail('invalid');
          const user = { email: account.email, role: account.role };
          const outcome = save({ accounts: get().accounts, user });
          return outcome.ok ? { ok: true, user } : fail(outcome.error);
        },

        logout: () => {
          const { user } = get();
          set({ user: null, loggedOutHere: true });
          const outcome = storage.lastWrite();
          if (outcome.ok || outcome.error !== 'newer') return null;
          set({ user, loggedOutHere: false });
          return 'newer';
        },

        dismissRecovered: () => set({ recovered: false }),

        trips: [],
        saveTrip: (trip, savedAt) => {
          const user = get().user;
          const result: TripResult = user ? saveTripFor(user.email, trip, savedAt) : { ok: false, error: 'signed-out' };
          if (result.ok) set({ trips: result.trips });
          return result;
        },
        removeTrip: (reference) => {
          const user = get().user;
          const result: TripResult = user ? removeTripFor(user.email, reference) : { ok: false, error: 'signed-out' };
          if (result.ok) set({ trips: result.trips });
          return result;
        },

        changePassword: async ({ current, next }) => {
          const user = get().user;
          if (!user) return { ok: false, error: 'signed-out' };
          if (!hasSecureCrypto()) return { ok: false, error: 'insecure' };
          const result = await changeStoredPassword(user.email, current, next);
          if (result.ok) set({ accounts: result.accounts });
          return result;
        },
        deleteAccount: async (email) => {
          const user = get().user;
          const target = email ?? user?.email;
          if (!target) return { ok: false, error: 'signed-out' };
          const owner = normalizeEmail(target);
          const requests = await forgetRequestsOf(owner);
          if (!requests.ok) return { ok: false, error: requests.reason };
          const inbox = await eraseAtInbox(owner);
          const result = deleteStoredAccount(owner);
          if (result.ok) {
            set({ accounts: result.accounts, trips: get().trips.filter((trip) => trip.owner !== owner) });
            if (user && normalizeEmail(user.email) === owner) get().logout();
          }
          return result.ok ? { ...result, requests: requests.references, inbox } : result;
        },
      };
    },
    {
      name: 'vayu-jets:auth', // logical name; createAuthStorage splits it into two keys
      version: AUTH_VERSION,
      storage: withTrips(storage),
      partialize: (state): PersistedAuth => ({ accounts: state.accounts, user: state.user }),
      merge: mergeWithTrips(mergePersisted),
      migrate: (state, version) => migrateAuthState(state, version) as AuthState,
      skipHydration: true,
      onRehydrateStorage: () => () => {
        const { user, accounts } = useAuthStore.getState();
        const ghost = user !== null && !sessionNamesAccount(user, accounts);
        useAuthStore.setState(ghost ? { hydrated: true, user: null } : { hydrated: true });
      },
    },
  ),
);
