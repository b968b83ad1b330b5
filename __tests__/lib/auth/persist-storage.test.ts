import { authPersistStorage, mergePersisted, migrateAuthState } from '@/lib/auth/persist-storage';
import { ACCOUNTS_KEY, SESSION_KEY } from '@/lib/auth/storage';

const password = {
  algorithm: 'PBKDF2-SHA256' as const,
  iterations: 600_000,
  salt: 'c2FsdHNhbHRzYWx0c2FsdA==',
  hash: 'aGhoaGhoaGhoaGhoaGhoaGhoaGhoaGhoaGhoaGhoaGg=',
};
const account = (email: string) => ({ email, role: 'Customer', password });
const stored = (accounts: unknown[]) => JSON.stringify({ state: { accounts }, version: 1 });

beforeEach(() => localStorage.clear());

describe('persist adapter', () => {
  it('migrate: an older version is converted and validated; junk becomes empty, never thrown', () => {
    const v0 = { users: [{ email: 'old@example.com', role: 'Operator', ...password }, { email: 'x' }] };
    expect(migrateAuthState(v0, 0)).toEqual({
      accounts: [{ email: 'old@example.com', role: 'Operator', password }],
      user: null,
    });
    for (const junk of [null, 'hello', [], 42, { accounts: 'oops' }]) {
      expect(migrateAuthState(junk, 0)).toEqual({ accounts: [], user: null });
    }
  });

  it('merge: only validated values reach the store', () => {
    const current = { accounts: [], user: null, hydrated: false };
    expect(mergePersisted({ accounts: [account('a@example.com'), { email: 1 }], user: { email: 2 } }, current)).toEqual(
      {
        ...current,
        accounts: [account('a@example.com')],
        user: null,
        recovered: false,
      },
    );
    expect(mergePersisted(undefined, current)).toMatchObject({ accounts: [], user: null });
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
