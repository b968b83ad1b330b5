import { createAuthStorage, mergePersisted, migrateAuthState } from '@/lib/auth/persist-storage';
import { ACCOUNTS_KEY, SESSION_KEY } from '@/lib/auth/storage';

const password = {
  algorithm: 'PBKDF2-SHA256' as const,
  iterations: 600_000,
  salt: 'c2FsdHNhbHRzYWx0c2FsdA==',
  hash: 'aGhoaGhoaGhoaGhoaGhoaGhoaGhoaGhoaGhoaGhoaGg=',
};
const account = (email: string) => ({ email, role: 'Customer', password });
const stored = (accounts: unknown[]) => JSON.stringify({ state: { accounts }, version: 1 });

let authPersistStorage = createAuthStorage();

beforeEach(() => {
  localStorage.clear();
  authPersistStorage = createAuthStorage();
});

describe('persist adapter', () => {
  it('migrate: an older version is converted and validated; junk becomes empty, never thrown', () => {
    const v0 = { users: [{ email: 'old@example.com', role: 'Operator', ...password }, { email: 'x' }] };
    expect(migrateAuthState(v0, 0)).toEqual({
      accounts: [{ email: 'old@example.com', role: 'Operator', password }],
      user: null,
      recovered: true, // the malformed user was left out (its raw text is backed up on the rewrite)
    });
    for (const junk of [null, 'hello', [], 42, { accounts: 'oops' }]) {
      expect(migrateAuthState(junk, 0)).toMatchObject({ accounts: [], user: null });
    }
  });

  it('merge: takes what getItem or migrate validated, without parsing it again', () => {
    const current = { accounts: [], user: null, hydrated: false };
    const accounts = [account('a@example.com')];
    const merged = mergePersisted({ accounts, user: { email: 'a@example.com', role: 'Customer' } }, current);
    expect(merged).toEqual({
      ...current,
      accounts,
      user: { email: 'a@example.com', role: 'Customer' },
      recovered: false,
    });
    expect(merged.accounts).toBe(accounts);
    expect(mergePersisted(undefined, current)).toMatchObject({ accounts: [], user: null });
  });

  it('getItem reports the stored version, so persist migrates an older one', () => {
    const v0 = JSON.stringify({
      state: { users: [{ email: 'old@example.com', role: 'Operator', ...password }] },
      version: 0,
    });
    localStorage.setItem(ACCOUNTS_KEY, v0);
    expect(authPersistStorage.getItem('vayu-jets:auth')).toEqual({
      state: { users: [{ email: 'old@example.com', role: 'Operator', ...password }], user: null, recovered: false },
      version: 0,
    });
    localStorage.setItem(ACCOUNTS_KEY, stored([account('a@example.com'), { email: 'bad' }]));
    expect(authPersistStorage.getItem('vayu-jets:auth')).toEqual({
      state: { accounts: [account('a@example.com')], user: null, recovered: true },
      version: 1,
    });
  });

  it('writes nothing, and reads nothing, when neither the accounts nor the user changed', () => {
    localStorage.setItem(ACCOUNTS_KEY, stored([account('a@example.com')]));
    const item = authPersistStorage.getItem('vayu-jets:auth') as { state: { accounts: unknown[] } };
    const getItem = jest.spyOn(Storage.prototype, 'getItem');
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    authPersistStorage.setItem('vayu-jets:auth', {
      state: { accounts: item.state.accounts as never, user: null },
      version: 1,
    });
    expect(getItem).not.toHaveBeenCalled();
    expect(setItem).not.toHaveBeenCalled();
    jest.restoreAllMocks();
  });

  it('setItem keeps accounts another tab stored and writes nothing when nothing is new', () => {
    localStorage.setItem(ACCOUNTS_KEY, stored([account('other-tab@example.com')]));
    authPersistStorage.setItem('vayu-jets:auth', {
      state: { accounts: [account('mine@example.com')], user: null },
      version: 1,
    });
    const emails = JSON.parse(localStorage.getItem(ACCOUNTS_KEY)!).state.accounts.map(
      (a: { email: string }) => a.email,
    );
    expect(emails).toEqual(['other-tab@example.com', 'mine@example.com']);

    localStorage.setItem(ACCOUNTS_KEY, '{"state":');
    authPersistStorage.setItem('vayu-jets:auth', { state: { accounts: [], user: null }, version: 1 });
    expect(localStorage.getItem(ACCOUNTS_KEY)).toBe('{"state":');
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('getItem reports a fresh backup as recovered', () => {
    localStorage.setItem(SESSION_KEY, '[]');
    expect(authPersistStorage.getItem('vayu-jets:auth')).toMatchObject({ state: { user: null, recovered: true } });
    expect(authPersistStorage.getItem('vayu-jets:auth')).toMatchObject({ state: { recovered: false } });
  });
});
