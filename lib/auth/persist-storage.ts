import type { PersistStorage, StorageValue } from 'zustand/middleware';
import { normalizeEmail, type SessionUser, type StoredAccount } from './schemas';
import { ACCOUNTS_KEY, read, readSession, update, writeSession, type StorageFailure } from './storage';
import {
  AUTH_VERSION,
  migrateAccountsState,
  parseAccounts,
  parseStoredAccounts,
  salvageAccounts,
  serializeAccounts,
} from './stored-data';

export type PersistedAuth = { accounts: StoredAccount[]; user: SessionUser | null; recovered?: boolean };

export type AuthWrite =
  | { ok: true; accounts?: StoredAccount[] }
  | { ok: false; error: 'exists' | StorageFailure; accountSaved: boolean; accounts?: StoredAccount[] };

export type AuthStorage = PersistStorage<PersistedAuth> & { lastWrite: () => AuthWrite };

const sameUser = (a: SessionUser | null | undefined, b: SessionUser | null) =>
  a === b || (!!a && !!b && a.email === b.email && a.role === b.role);

export function createAuthStorage(): AuthStorage {
  let known: { accounts: StoredAccount[] | null; user: SessionUser | null | undefined } = {
    accounts: null,
    user: undefined,
  };
  let last: AuthWrite = { ok: true };

  function writeAccounts(mine: StoredAccount[]): AuthWrite {
    const before = new Set(known.accounts ?? []);
    const added = mine.filter((account) => !before.has(account));
    let taken = false;
    let merged = mine;
    const result = update(ACCOUNTS_KEY, parseAccounts, ({ value: stored, version }) => {
      const byEmail = new Map(stored.map((account) => [normalizeEmail(account.email), account]));
      // The same e-mail with another hash: another tab stored someone else's account meanwhile.
      taken = added.some((account) => {
        const other = byEmail.get(normalizeEmail(account.email));
        return !!other && other.password.hash !== account.password.hash;
      });
      const fresh = added.filter((account) => !byEmail.has(normalizeEmail(account.email)));
      const ours = new Set(mine.map((account) => normalizeEmail(account.email)));
      if (taken || stored.some((account) => !ours.has(normalizeEmail(account.email)))) merged = [...stored, ...fresh];
      if (fresh.length === 0 && (version === null || version >= AUTH_VERSION)) return undefined;
      return serializeAccounts([...stored, ...fresh]);
    });
    if (!result.ok) return { ok: false, error: result.reason, accountSaved: false };
    known = { ...known, accounts: merged };
    const accounts = merged === mine ? undefined : merged;
    return taken ? { ok: false, error: 'exists', accountSaved: false, accounts } : { ok: true, accounts };
  }

  return {
    getItem: () => {
      const accounts = read(ACCOUNTS_KEY, parseStoredAccounts);
      const session = readSession();
      const { state, version } = accounts.value;
      const current = version >= AUTH_VERSION;
      const stored = current ? (state as { accounts: StoredAccount[] }).accounts : null;
      known = { accounts: stored, user: session.value };
      const recovered = accounts.backedUp || session.backedUp;
      const record = typeof state === 'object' && state !== null ? state : {};
      return { state: { ...record, user: session.value, recovered } as PersistedAuth, version };
    },
    setItem: (_name, { state }: StorageValue<PersistedAuth>) => {
      last = { ok: true };
      const accountsChanged = state.accounts !== known.accounts;
      if (!accountsChanged && sameUser(known.user, state.user)) return;
      if (accountsChanged) {
        last = writeAccounts(state.accounts);
        if (!last.ok) return;
      }
      if (sameUser(known.user, state.user)) return;
      const session = writeSession(state.user);
      if (session.ok) known = { ...known, user: state.user };
      else last = { ok: false, error: session.reason, accountSaved: accountsChanged, accounts: last.accounts };
    },
    removeItem: () => {
      writeSession(null);
    },
    lastWrite: () => last,
  };
}

export function migrateAuthState(state: unknown, version: number): PersistedAuth {
  const record = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  if (version > AUTH_VERSION) return record as PersistedAuth;
  const { accounts, intact } = salvageAccounts(migrateAccountsState(record, version));
  const user = (record.user as SessionUser | null | undefined) ?? null;
  return { accounts, user, recovered: record.recovered === true || !intact };
}

export function mergePersisted<S extends PersistedAuth>(persisted: unknown, current: S): S {
  const stored = (persisted ?? {}) as Partial<PersistedAuth>;
  return {
    ...current,
    accounts: stored.accounts ?? current.accounts,
    user: stored.user ?? null,
    recovered: stored.recovered === true,
  };
}
