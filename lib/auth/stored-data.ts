import {
  envelopeSchema,
  normalizeEmail,
  sessionUserSchema,
  storedAccountSchema,
  type SessionUser,
  type StoredAccount,
} from './schemas';

/** Bump with a new step in `migrateAccountsState` whenever the stored shape changes. */
export const AUTH_VERSION = 1;

/**
 * What we understood of one stored value. `intact: false` means the raw text holds something we
 * could not keep (unreadable JSON, a wrong shape, a malformed account), so it must be backed up
 * before anything is written over it. `version` is null when there was no readable envelope.
 */
export type Parsed<T> = { value: T; version: number | null; intact: boolean };

export function parseEnvelope(raw: string | null): { state: unknown; version: number } | 'empty' | 'unreadable' {
  if (raw === null || raw.trim() === '' || raw.trim() === 'null') return 'empty';
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return 'unreadable';
  }
  const envelope = envelopeSchema.safeParse(json);
  return envelope.success && envelope.data.state !== undefined ? envelope.data : 'unreadable';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Brings an older accounts state up to AUTH_VERSION. Version 0 kept the hash fields flat on each
 * user (`{ users: [{ email, role, salt, hash, iterations }] }`). Items it cannot convert are passed
 * on unchanged, so validation counts them as malformed instead of dropping them silently.
 */
export function migrateAccountsState(state: unknown, fromVersion: number): unknown {
  if (fromVersion >= 1 || !isRecord(state) || !Array.isArray(state.users)) return state;
  const accounts = state.users.map((user: unknown) => {
    if (!isRecord(user)) return user;
    const { salt, hash, iterations, ...rest } = user;
    return { ...rest, password: { algorithm: 'PBKDF2-SHA256', salt, hash, iterations } };
  });
  return { accounts };
}

/** Keeps every valid account (first of each e-mail); reports whether anything was left out. */
export function salvageAccounts(state: unknown): { accounts: StoredAccount[]; intact: boolean } {
  if (!isRecord(state) || !Array.isArray(state.accounts)) return { accounts: [], intact: false };
  const seen = new Set<string>();
  const accounts: StoredAccount[] = [];
  for (const item of state.accounts) {
    const account = storedAccountSchema.safeParse(item);
    if (!account.success || seen.has(normalizeEmail(account.data.email))) continue;
    seen.add(normalizeEmail(account.data.email));
    accounts.push(account.data);
  }
  return { accounts, intact: accounts.length === state.accounts.length };
}

function accountsOf(envelope: ReturnType<typeof parseEnvelope>): Parsed<StoredAccount[]> {
  if (envelope === 'empty') return { value: [], version: null, intact: true };
  if (envelope === 'unreadable') return { value: [], version: null, intact: false };
  const { accounts, intact } = salvageAccounts(migrateAccountsState(envelope.state, envelope.version));
  return { value: accounts, version: envelope.version, intact };
}

export function parseAccounts(raw: string | null): Parsed<StoredAccount[]> {
  return accountsOf(parseEnvelope(raw));
}

/** The stored accounts' state and version; an older state is left as stored, for the store's migrate. */
export type StoredAccountsState = { state: unknown; version: number };

/**
 * What the account store's storage hands to zustand `persist`: the current (or a newer) version
 * validated here, once; an older one unconverted with its version, so `persist` runs the store's
 * migrate on it and then writes it back in the current shape.
 */
export function parseStoredAccounts(raw: string | null): Parsed<StoredAccountsState> {
  const envelope = parseEnvelope(raw);
  if (typeof envelope === 'object' && envelope.version < AUTH_VERSION) {
    return { value: envelope, version: envelope.version, intact: true };
  }
  const { value, version, intact } = accountsOf(envelope);
  return { value: { state: { accounts: value }, version: version ?? AUTH_VERSION }, version, intact };
}

export function parseSession(raw: string | null): Parsed<SessionUser | null> {
  const envelope = parseEnvelope(raw);
  if (envelope === 'empty') return { value: null, version: null, intact: true };
  if (envelope === 'unreadable' || !isRecord(envelope.state)) return { value: null, version: null, intact: false };
  if (envelope.state.user === null) return { value: null, version: envelope.version, intact: true };
  const user = sessionUserSchema.safeParse(envelope.state.user);
  return { value: user.success ? user.data : null, version: envelope.version, intact: user.success };
}

export const serializeAccounts = (accounts: StoredAccount[]) =>
  JSON.stringify({ state: { accounts }, version: AUTH_VERSION });

export const serializeSession = (user: SessionUser) => JSON.stringify({ state: { user }, version: AUTH_VERSION });
