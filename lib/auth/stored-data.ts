import { accepted, parseVersioned, salvageList, type Parsed, type ReadVersion } from '@/lib/storage/versioned';
import {
  normalizeEmail,
  sessionUserSchema,
  storedAccountSchema,
  type SessionUser,
  type StoredAccount,
} from './schemas';

export const AUTH_VERSION = 1;

export type { Parsed };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function migrateAccountsState(state: unknown, fromVersion: number): unknown {
  if (fromVersion >= 1 || !isRecord(state) || !Array.isArray(state.users)) return state;
  const accounts = state.users.map((user: unknown) => {
    if (!isRecord(user)) return user;
    const { salt, hash, iterations, ...rest } = user;
    return { ...rest, password: { algorithm: 'PBKDF2-SHA256', salt, hash, iterations } };
  });
  return { accounts };
}

export function salvageAccounts(state: unknown): { accounts: StoredAccount[]; intact: boolean } {
  const list = isRecord(state) ? state.accounts : undefined;
  const { items, intact } = salvageList(list, accepted(storedAccountSchema), (account) =>
    normalizeEmail(account.email),
  );
  return { accounts: items, intact };
}

const readAccountsState: ReadVersion<StoredAccount[]> = (json, version) => {
  const { accounts, intact } = salvageAccounts(migrateAccountsState(json.state, version));
  return { value: accounts, intact };
};

export function parseAccounts(raw: string | null): Parsed<StoredAccount[]> {
  return parseVersioned(raw, AUTH_VERSION, [], readAccountsState);
}

export type StoredAccountsState = { state: unknown; version: number };

export function parseStoredAccounts(raw: string | null): Parsed<StoredAccountsState> {
  const parsed = parseVersioned<StoredAccountsState | null>(raw, AUTH_VERSION, null, (json, version) => {
    if (version < AUTH_VERSION) return { value: { state: json.state, version }, intact: true };
    const { value, intact } = readAccountsState(json, version);
    return { value: { state: { accounts: value }, version }, intact };
  });
  const value = parsed.value ?? { state: { accounts: [] }, version: parsed.version ?? AUTH_VERSION };
  return { ...parsed, value };
}

export function parseSession(raw: string | null): Parsed<SessionUser | null> {
  return parseVersioned<SessionUser | null>(raw, AUTH_VERSION, null, (json) => {
    if (!isRecord(json.state)) return { value: null, intact: false };
    if (json.state.user === null) return { value: null, intact: true };
    const user = sessionUserSchema.safeParse(json.state.user);
    return user.success ? { value: user.data, intact: true } : { value: null, intact: false };
  });
}

export const serializeAccounts = (accounts: StoredAccount[]) =>
  JSON.stringify({ state: { accounts }, version: AUTH_VERSION });

export const serializeSession = (user: SessionUser) => JSON.stringify({ state: { user }, version: AUTH_VERSION });
