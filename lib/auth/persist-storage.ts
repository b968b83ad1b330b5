import type { PersistStorage, StorageValue } from 'zustand/middleware';
import {
  normalizeEmail,
  sessionUserSchema,
  storedAccountSchema,
  type SessionUser,
  type StoredAccount,
} from './schemas';
import { readAccounts, readSession, writeAccounts, writeSession } from './storage';
import { AUTH_VERSION, migrateAccountsState, salvageAccounts } from './stored-data';

export type PersistedAuth = { accounts: StoredAccount[]; user: SessionUser | null; recovered?: boolean };

const sameUser = (a: SessionUser | null, b: SessionUser | null) =>
  a === b || (!!a && !!b && a.email === b.email && a.role === b.role);

/**
 * zustand `persist` sees one logical item; this adapter keeps the accounts list and the session
 * under their own keys. Reads are validated and salvaged by the storage module (each key is
 * migrated there); writes never throw and never drop an account another tab stored meanwhile.
 */
export const authPersistStorage: PersistStorage<PersistedAuth> = {
  getItem: () => {
    const accounts = readAccounts();
    const session = readSession();
    const recovered = accounts.backedUp || session.backedUp;
    return { state: { accounts: accounts.value, user: session.value, recovered }, version: AUTH_VERSION };
  },
  setItem: (_name, { state }: StorageValue<PersistedAuth>) => {
    const stored = readAccounts();
    const known = new Set(stored.value.map((account) => normalizeEmail(account.email)));
    const added = state.accounts.filter((account) => !known.has(normalizeEmail(account.email)));
    if (added.length > 0) writeAccounts([...stored.value, ...added]);
    if (!sameUser(readSession().value, state.user)) writeSession(state.user);
  },
  removeItem: () => {
    writeSession(null);
  },
};

/** persist's `migrate`: any other stored version is brought up to date and validated. */
export function migrateAuthState(state: unknown, version: number): PersistedAuth {
  const record = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  const { accounts } = salvageAccounts(migrateAccountsState(record, version));
  const user = sessionUserSchema.safeParse(record.user);
  return { accounts, user: user.success ? user.data : null };
}

/** persist's `merge`: only validated values from storage reach the store. */
export function mergePersisted<S extends PersistedAuth>(persisted: unknown, current: S): S {
  const record = typeof persisted === 'object' && persisted !== null ? (persisted as Record<string, unknown>) : {};
  const accounts = Array.isArray(record.accounts)
    ? record.accounts.filter((item) => storedAccountSchema.safeParse(item).success)
    : current.accounts;
  const user = sessionUserSchema.safeParse(record.user);
  return { ...current, accounts, user: user.success ? user.data : null, recovered: record.recovered === true };
}
