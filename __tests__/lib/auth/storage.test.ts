import type { StoredAccount } from '@/lib/auth/schemas';
import { ACCOUNTS_KEY, readAccounts, readSession, SESSION_KEY, update, write, writeSession } from '@/lib/auth/storage';
import { AUTH_VERSION, parseAccounts, parseSession, serializeAccounts } from '@/lib/auth/stored-data';
import { parseVersioned } from '@/lib/storage/versioned';

const writeAccounts = (accounts: StoredAccount[]) => write(ACCOUNTS_KEY, parseAccounts, serializeAccounts(accounts));
const backupPrefix = (key: string) => `${key}:backup:`;

const hash = {
  algorithm: 'PBKDF2-SHA256' as const,
  iterations: 600_000,
  salt: 'c2FsdHNhbHRzYWx0c2FsdA==',
  hash: 'aGhoaGhoaGhoaGhoaGhoaGhoaGhoaGhoaGhoaGhoaGg=',
};
const account = (email: string, role = 'Customer') => ({ email, role, password: hash });
const envelope = (state: unknown, version = AUTH_VERSION) => JSON.stringify({ state, version });
const backups = (key: string) =>
  Object.keys(localStorage)
    .filter((name) => name.startsWith(backupPrefix(key)))
    .map((name) => localStorage.getItem(name));

beforeEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('reading stored accounts: damaged, wrongly shaped, older or newer', () => {
  it('1: truncated JSON reads as no accounts, is backed up once, and stays recoverable after a write', () => {
    localStorage.setItem(ACCOUNTS_KEY, '{"state":');
    const first = readAccounts();
    expect(first).toMatchObject({ value: [], blocked: false, backedUp: true });
    expect(localStorage.getItem(ACCOUNTS_KEY)).toBe('{"state":'); // reading never overwrites
    expect(readAccounts().backedUp).toBe(false); // the same text is not copied twice
    expect(writeAccounts([account('new@example.com')])).toEqual({ ok: true });
    expect(backups(ACCOUNTS_KEY)).toEqual(['{"state":']);
    expect(parseAccounts(localStorage.getItem(ACCOUNTS_KEY)).value).toHaveLength(1);
  });

  it('2: valid JSON of the wrong shape gives defaults, no crash, and the raw value kept', () => {
    const raw = '{"state":{"accounts":"oops"},"version":1}';
    localStorage.setItem(ACCOUNTS_KEY, raw);
    expect(readAccounts().value).toEqual([]);
    expect(localStorage.getItem(ACCOUNTS_KEY)).toBe(raw);
    expect(backups(ACCOUNTS_KEY)).toEqual([raw]);
  });

  it.each(['', 'null', ' '])('3: %j is treated as no data, with nothing to back up', (raw) => {
    localStorage.setItem(ACCOUNTS_KEY, raw);
    expect(readAccounts()).toMatchObject({ value: [], backedUp: false });
  });

  it.each(['[]', '"hello"', '{"version":1}', '42', '{"state":null,"version":1}', '{"state":{},"version":"1"}'])(
    '3: %j is unreadable: never thrown, backed up',
    (raw) => {
      localStorage.setItem(ACCOUNTS_KEY, raw);
      expect(() => readAccounts()).not.toThrow();
      expect(readAccounts().value).toEqual([]);
      expect(backups(ACCOUNTS_KEY)).toEqual([raw]);
    },
  );

  it('4: a malformed account is kept aside while the valid one is read', () => {
    const raw = envelope({ accounts: [account('ok@example.com'), { email: 'broken@example.com', password: 'plain' }] });
    localStorage.setItem(ACCOUNTS_KEY, raw);
    expect(readAccounts().value.map((a) => a.email)).toEqual(['ok@example.com']);
    expect(backups(ACCOUNTS_KEY)).toEqual([raw]);
  });

  it('6: an older version is migrated and validated without losing an account', () => {
    const { password, ...rest } = account('old@example.com', 'Operator');
    const raw = envelope({ users: [{ ...rest, ...password }] }, 0);
    localStorage.setItem(ACCOUNTS_KEY, raw);
    expect(readAccounts().value).toEqual([account('old@example.com', 'Operator')]);
    expect(writeAccounts([account('old@example.com', 'Operator'), account('b@example.com')])).toEqual({ ok: true });
    expect(backups(ACCOUNTS_KEY)).toEqual([raw]); // the old format is kept before the first rewrite
  });

  it('6: a newer version (rollback deploy) is read where possible but never overwritten', () => {
    const raw = envelope({ accounts: [account('future@example.com')], extra: true }, AUTH_VERSION + 1);
    localStorage.setItem(ACCOUNTS_KEY, raw);
    expect(readAccounts()).toMatchObject({ value: [account('future@example.com')], newer: true });
    expect(writeAccounts([account('x@example.com')])).toEqual({ ok: false, reason: 'newer' });
    expect(localStorage.getItem(ACCOUNTS_KEY)).toBe(raw);
  });
});

describe('a newer version in another shape (read its version first)', () => {
  it('accounts: not judged, not backed up, never overwritten', () => {
    const raw = JSON.stringify({ version: AUTH_VERSION + 1, users: { 'a@example.com': { passkey: 'x' } } });
    localStorage.setItem(ACCOUNTS_KEY, raw);
    expect(readAccounts()).toEqual({ value: [], blocked: false, newer: true, backedUp: false, keptAside: false });
    expect(writeAccounts([account('x@example.com')])).toEqual({ ok: false, reason: 'newer' });
    expect(localStorage.getItem(ACCOUNTS_KEY)).toBe(raw);
    expect(backups(ACCOUNTS_KEY)).toEqual([]);
  });

  it('session: not judged, not backed up, never overwritten by a login', () => {
    const raw = JSON.stringify({ version: AUTH_VERSION + 1, signedIn: ['a@example.com'] });
    localStorage.setItem(SESSION_KEY, raw);
    expect(readSession()).toEqual({ value: null, blocked: false, newer: true, backedUp: false, keptAside: false });
    expect(writeSession({ email: 'x@example.com', role: 'Customer' })).toEqual({ ok: false, reason: 'newer' });
    expect(localStorage.getItem(SESSION_KEY)).toBe(raw);
    expect(backups(SESSION_KEY)).toEqual([]);
  });
});

describe('no write replaces a newer version, a removal included, whatever the key', () => {
  // A store of its own, as any new one would be: version 1, a list of names.
  const NOTES_KEY = 'vayu-jets:notes';
  const parseNotes = (raw: string | null) =>
    parseVersioned<string[]>(raw, 1, [], (json) => ({ value: json.notes as string[], intact: true }));
  const newerNotes = JSON.stringify({ version: 2, notes: ['kept'] });

  it('a logout (the session removed) keeps a newer session, and says why', () => {
    const raw = envelope({ user: { email: 'a@example.com', role: 'Customer' } }, AUTH_VERSION + 1);
    localStorage.setItem(SESSION_KEY, raw);
    expect(writeSession(null)).toEqual({ ok: false, reason: 'newer' });
    expect(localStorage.getItem(SESSION_KEY)).toBe(raw);
  });

  it('a removal or a write of any key keeps its newer value, and says why', () => {
    localStorage.setItem(NOTES_KEY, newerNotes);
    expect(write(NOTES_KEY, parseNotes, null, 1)).toEqual({ ok: false, reason: 'newer' });
    expect(update(NOTES_KEY, parseNotes, () => null, 1)).toEqual({ ok: false, reason: 'newer' });
    expect(update(NOTES_KEY, parseNotes, () => JSON.stringify({ version: 1, notes: [] }), 1)).toEqual({
      ok: false,
      reason: 'newer',
    });
    expect(localStorage.getItem(NOTES_KEY)).toBe(newerNotes);
    expect(backups(NOTES_KEY)).toEqual([]);
  });

  it('a change that leaves the newer value as it is writes nothing and is no failure (a rollback still logs in)', () => {
    localStorage.setItem(NOTES_KEY, newerNotes);
    expect(update(NOTES_KEY, parseNotes, () => undefined, 1)).toEqual({ ok: true });
    expect(localStorage.getItem(NOTES_KEY)).toBe(newerNotes);
  });

  it('the same value at this version or older is written and removed as usual', () => {
    localStorage.setItem(NOTES_KEY, JSON.stringify({ version: 1, notes: ['old'] }));
    expect(write(NOTES_KEY, parseNotes, null, 1)).toEqual({ ok: true });
    expect(localStorage.getItem(NOTES_KEY)).toBeNull();
  });
});

describe('failing storage (blocked or full)', () => {
  it('7: storage that throws on access is reported as blocked, never thrown', () => {
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(readAccounts()).toMatchObject({ value: [], blocked: true });
    expect(readSession()).toMatchObject({ value: null, blocked: true });
    expect(writeAccounts([account('a@example.com')])).toEqual({ ok: false, reason: 'blocked' });
    expect(writeSession(null)).toEqual({ ok: false, reason: 'blocked' });
  });

  it('8: a full storage is reported and the stored accounts stay as they were', () => {
    const raw = envelope({ accounts: [account('existing@example.com')] });
    localStorage.setItem(ACCOUNTS_KEY, raw);
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    expect(writeAccounts([account('existing@example.com'), account('new@example.com')])).toEqual({
      ok: false,
      reason: 'full',
    });
    expect(writeSession({ email: 'new@example.com', role: 'Customer' })).toEqual({ ok: false, reason: 'full' });
    jest.restoreAllMocks();
    expect(localStorage.getItem(ACCOUNTS_KEY)).toBe(raw);
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('never overwrites unreadable data whose backup could not be written', () => {
    localStorage.setItem(ACCOUNTS_KEY, '{"state":');
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    expect(writeAccounts([account('a@example.com')])).toEqual({ ok: false, reason: 'full' });
    jest.restoreAllMocks();
    expect(localStorage.getItem(ACCOUNTS_KEY)).toBe('{"state":');
  });
});

describe('the session key', () => {
  it('round-trips a user, and logout removes the key (other tabs see newValue null)', () => {
    const user = { email: 'a@example.com', role: 'Jet Owner' };
    expect(writeSession(user)).toEqual({ ok: true });
    expect(readSession().value).toEqual(user);
    expect(writeSession(null)).toEqual({ ok: true });
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('5: keeps an unknown role as stored (never mapped to one of the three)', () => {
    localStorage.setItem(SESSION_KEY, envelope({ user: { email: 'a@example.com', role: 'Admin' } }));
    expect(readSession().value).toEqual({ email: 'a@example.com', role: 'Admin' });
  });

  it('backs up an unreadable session and reads it as logged out', () => {
    expect(parseSession('{"state":{"user":{"email":1}},"version":1}')).toMatchObject({ value: null, intact: false });
    localStorage.setItem(SESSION_KEY, '{oops');
    expect(readSession()).toMatchObject({ value: null, backedUp: true });
    expect(backups(SESSION_KEY)).toEqual(['{oops']);
  });
});
