import { isNewer } from '@/lib/storage/versioned';
import type { SessionUser } from './schemas';
import { ACCOUNTS_KEY, SESSION_KEY } from './storage-keys';
import { AUTH_VERSION, parseAccounts, parseSession, serializeSession, type Parsed } from './stored-data';

export { ACCOUNTS_KEY, SESSION_KEY };
const backupPrefix = (key: string) => `${key}:backup:`;

export type StorageFailure = 'blocked' | 'full' | 'newer';
export type WriteResult = { ok: true } | { ok: false; reason: StorageFailure };
export type ReadResult<T> = { value: T; blocked: boolean; newer: boolean; backedUp: boolean; keptAside: boolean };

function local(): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    const storage = window.localStorage;
    storage.getItem(SESSION_KEY);
    return storage;
  } catch {
    return null;
  }
}

export const storageAvailable = () => local() !== null;

function failureOf(error: unknown): StorageFailure {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  const code = error instanceof DOMException ? error.code : 0;
  const full = name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014;
  return full ? 'full' : 'blocked';
}

function readRaw(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function backup(storage: Storage, key: string, raw: string): 'created' | 'exists' | StorageFailure {
  const prefix = backupPrefix(key);
  for (let index = 0; index < storage.length; index += 1) {
    const name = storage.key(index);
    if (name?.startsWith(prefix) && readRaw(storage, name) === raw) return 'exists';
  }
  // Never reuse a backup's name: two backups in the same millisecond (or a frozen clock) must both survive.
  let name = `${prefix}${Date.now()}`;
  for (let copy = 2; readRaw(storage, name) !== null; copy += 1) name = `${prefix}${Date.now()}-${copy}`;
  try {
    storage.setItem(name, raw);
    return 'created';
  } catch (error) {
    return failureOf(error);
  }
}

export function read<T>(key: string, parse: (raw: string | null) => Parsed<T>, current = AUTH_VERSION): ReadResult<T> {
  const storage = local();
  if (!storage) return { ...parse(null), blocked: true, newer: false, backedUp: false, keptAside: false };
  const raw = readRaw(storage, key);
  const parsed = parse(raw);
  const unreadable = raw !== null && !parsed.intact;
  const saved = unreadable ? backup(storage, key, raw) : null;
  return {
    value: parsed.value,
    blocked: false,
    newer: isNewer(parsed, current),
    backedUp: saved === 'created',
    keptAside: saved === 'created' || saved === 'exists',
  };
}

export function write<T>(
  key: string,
  parse: (raw: string | null) => Parsed<T>,
  next: string | null,
  current = AUTH_VERSION,
): WriteResult {
  return update(key, parse, () => next, current);
}

export function update<T>(
  key: string,
  parse: (raw: string | null) => Parsed<T>,
  change: (stored: Parsed<T>) => string | null | undefined,
  current = AUTH_VERSION,
): WriteResult {
  const storage = local();
  if (!storage) return { ok: false, reason: 'blocked' };
  const raw = readRaw(storage, key);
  const parsed = parse(raw);
  const next = change(parsed);
  if (next === undefined || raw === next) return { ok: true };
  if (isNewer(parsed, current)) return { ok: false, reason: 'newer' };
  const older = parsed.version !== null && parsed.version < current;
  if (raw !== null && (!parsed.intact || older)) {
    const saved = backup(storage, key, raw);
    if (saved !== 'created' && saved !== 'exists') return { ok: false, reason: saved };
  }
  try {
    if (next === null) storage.removeItem(key);
    else storage.setItem(key, next);
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: failureOf(error) };
  }
}

export const readAccounts = () => read(ACCOUNTS_KEY, parseAccounts);
export const readSession = () => read(SESSION_KEY, parseSession);
export const writeSession = (user: SessionUser | null) =>
  write(SESSION_KEY, parseSession, user ? serializeSession(user) : null);
