'use client';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { hashPassword, hasSecureCrypto, verifyPassword } from '@/lib/auth/password';
import { authPersistStorage, mergePersisted, migrateAuthState, type PersistedAuth } from '@/lib/auth/persist-storage';
import { normalizeEmail, type SessionUser } from '@/lib/auth/schemas';
import { readAccounts, storageAvailable, writeAccounts, writeSession, type StorageFailure } from '@/lib/auth/storage';
import { AUTH_VERSION } from '@/lib/auth/stored-data';
import { mergeWithTrips, withTrips } from '@/lib/trips/persist';
import type { SavedTrip } from '@/lib/trips/saved-trip-schema';
import { removeTripFor, saveTripFor, type TripResult, type TripToSave } from '@/lib/trips/trip-actions';

/** `accountOnly`: the account was stored but the session could not be (storage filled up). */
export type AuthError = 'invalid' | 'exists' | 'insecure' | 'accountOnly' | StorageFailure;
export type AuthResult = { ok: true; user: SessionUser } | { ok: false; error: AuthError };

export interface AuthState extends PersistedAuth {
  /** True once the stored session has been read (also after a read error). Guards wait for it. */
  hydrated: boolean;
  /** Set by logout in this tab, so the /dashboard guard lets the header's trip to / win over /login. */
  loggedOutHere: boolean;
  signup: (input: { email: string; password: string; role: string }) => Promise<AuthResult>;
  login: (input: { email: string; password: string }) => Promise<AuthResult>;
  logout: () => void;
  dismissRecovered: () => void;
  /** Saved trips of every account in this browser; read them through tripsOf(trips, user.email). */
  trips: SavedTrip[];
  saveTrip: (trip: TripToSave) => TripResult;
  removeTrip: (reference: string) => TripResult;
}

const fail = (error: AuthError): AuthResult => ({ ok: false, error });
const precondition = (): AuthError | null => (!hasSecureCrypto() ? 'insecure' : !storageAvailable() ? 'blocked' : null);

export const useAuthStore = create<AuthState>()(
  persist(
    (set, get) => ({
      accounts: [],
      user: null,
      hydrated: false,
      loggedOutHere: false,
      recovered: false,

      signup: async (input) => {
        const blocked = precondition();
        if (blocked) return fail(blocked);
        const email = normalizeEmail(input.email);
        const taken = (accounts: PersistedAuth['accounts']) => accounts.some((a) => normalizeEmail(a.email) === email);
        if (taken(readAccounts().value)) return fail('exists');
        const password = await hashPassword(input.password);
        // Re-read after the slow hash: another tab may have stored an account meanwhile.
        const fresh = readAccounts();
        if (fresh.blocked) return fail('blocked');
        if (fresh.newer) return fail('newer');
        if (taken(fresh.value)) return fail('exists');
        const accounts = [...fresh.value, { email, role: input.role, password }];
        const saved = writeAccounts(accounts);
        if (!saved.ok) return fail(saved.reason);
        const user = { email, role: input.role };
        const session = writeSession(user);
        if (!session.ok) {
          set({ accounts });
          return fail(session.reason === 'blocked' ? 'blocked' : 'accountOnly');
        }
        set({ accounts, user, loggedOutHere: false });
        return { ok: true, user };
      },

      login: async (input) => {
        const blocked = precondition();
        if (blocked) return fail(blocked);
        const email = normalizeEmail(input.email);
        const { value: accounts } = readAccounts();
        const account = accounts.find((a) => normalizeEmail(a.email) === email);
        if (!account) {
          await hashPassword(input.password); // same cost either way: timing does not reveal accounts
          return fail('invalid');
        }
        if (!(await verifyPassword(input.password, account.password))) return fail('invalid');
        const user = { email: account.email, role: account.role };
        const session = writeSession(user);
        if (!session.ok) return fail(session.reason);
        set({ accounts, user, loggedOutHere: false });
        return { ok: true, user };
      },

      logout: () => {
        writeSession(null);
        set({ user: null, loggedOutHere: true });
      },

      dismissRecovered: () => set({ recovered: false }),

      trips: [],
      saveTrip: (trip) => {
        const user = get().user;
        const result: TripResult = user ? saveTripFor(user.email, trip) : { ok: false, error: 'signed-out' };
        if (result.ok) set({ trips: result.trips });
        return result;
      },
      removeTrip: (reference) => {
        const user = get().user;
        const result: TripResult = user ? removeTripFor(user.email, reference) : { ok: false, error: 'signed-out' };
        if (result.ok) set({ trips: result.trips });
        return result;
      },
    }),
    {
      name: 'vayu-jets:auth', // logical name; authPersistStorage splits it into two keys
      version: AUTH_VERSION,
      storage: withTrips(authPersistStorage),
      partialize: (state): PersistedAuth => ({ accounts: state.accounts, user: state.user }),
      merge: mergeWithTrips(mergePersisted),
      migrate: (state, version) => migrateAuthState(state, version) as AuthState,
      skipHydration: true,
      onRehydrateStorage: () => () => useAuthStore.setState({ hydrated: true }),
    },
  ),
);
