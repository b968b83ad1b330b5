import { webcrypto } from 'node:crypto';
import { TextEncoder } from 'node:util';
import { ACCOUNTS_KEY, SESSION_KEY } from '@/lib/auth/storage';

const backupPrefix = (key: string) => `${key}:backup:`;

// jsdom has no WebCrypto or TextEncoder; node's are the same standard APIs.
Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
Object.assign(globalThis, { TextEncoder });

// The real 600,000 iterations are covered in password.test.ts; the store only needs the flow.
jest.mock('@/lib/auth/password', () => {
  const actual = jest.requireActual('@/lib/auth/password');
  return { ...actual, hashPassword: (password: string) => actual.hashPassword(password, 100_000) };
});

type Store = typeof import('@/lib/stores/auth').useAuthStore;

/** A fresh store module: one browser tab sharing this jsdom's localStorage. */
async function openTab(): Promise<Store> {
  let store: Store | undefined;
  jest.isolateModules(() => {
    store = (jest.requireActual('@/lib/stores/auth') as typeof import('@/lib/stores/auth')).useAuthStore;
  });
  await store!.persist.rehydrate();
  return store!;
}

const allStorage = () => Object.values({ ...localStorage }).join('\n');

beforeEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('auth store', () => {
  it('starts un-hydrated and marks hydration once storage was read', async () => {
    let store: Store | undefined;
    jest.isolateModules(() => {
      store = (jest.requireActual('@/lib/stores/auth') as typeof import('@/lib/stores/auth')).useAuthStore;
    });
    expect(store!.getState().hydrated).toBe(false);
    await store!.persist.rehydrate();
    expect(store!.getState()).toMatchObject({ hydrated: true, user: null, accounts: [] });
    expect(localStorage.length).toBe(0); // reading wrote nothing
  });

  it('signs up with a hashed password, stores the session, and never the typed password', async () => {
    const tab = await openTab();
    const result = await tab
      .getState()
      .signup({ email: '  User@Example.com ', password: 'Pässwörd 1', role: 'Jet Owner' });
    expect(result).toEqual({ ok: true, user: { email: 'user@example.com', role: 'Jet Owner' } });
    expect(tab.getState().user).toEqual({ email: 'user@example.com', role: 'Jet Owner' });
    expect(JSON.parse(localStorage.getItem(SESSION_KEY)!).state.user).toEqual(result.ok && result.user);
    const stored = JSON.parse(localStorage.getItem(ACCOUNTS_KEY)!);
    expect(stored.version).toBe(1);
    expect(stored.state.accounts[0].password).toMatchObject({ algorithm: 'PBKDF2-SHA256' });
    expect(allStorage()).not.toContain('Pässwörd');
  });

  it('13: detects duplicates case-insensitively and logs in with a differently written e-mail', async () => {
    const tab = await openTab();
    await tab.getState().signup({ email: '  User@Example.com ', password: 'secret', role: 'Customer' });
    tab.getState().logout();
    expect(await tab.getState().signup({ email: 'USER@example.COM', password: 'x', role: 'Operator' })).toEqual({
      ok: false,
      error: 'exists',
    });
    expect(await tab.getState().login({ email: 'user@example.com', password: 'secret' })).toEqual({
      ok: true,
      user: { email: 'user@example.com', role: 'Customer' },
    });
  });

  it('rejects a wrong password or an unknown e-mail alike', async () => {
    const tab = await openTab();
    await tab.getState().signup({ email: 'a@example.com', password: 'right', role: 'Customer' });
    tab.getState().logout();
    expect(await tab.getState().login({ email: 'a@example.com', password: 'wrong' })).toEqual({
      ok: false,
      error: 'invalid',
    });
    expect(await tab.getState().login({ email: 'b@example.com', password: 'right' })).toEqual({
      ok: false,
      error: 'invalid',
    });
    expect(tab.getState().user).toBeNull();
  });

  it('tells a browser with no accounts apart: the account lives in the browser that made it', async () => {
    const tab = await openTab();
    expect(await tab.getState().login({ email: 'a@example.com', password: 'right' })).toEqual({
      ok: false,
      error: 'noAccounts',
    });
  });

  it('14: composed é at signup, decomposed at login; emoji, 200 characters and leading spaces kept', async () => {
    const tab = await openTab();
    await tab.getState().signup({ email: 'e@example.com', password: '  caf\u00e9 🛩️', role: 'Customer' });
    expect((await tab.getState().login({ email: 'e@example.com', password: '  cafe\u0301 🛩️' })).ok).toBe(true);
    expect((await tab.getState().login({ email: 'e@example.com', password: 'cafe\u0301 🛩️' })).ok).toBe(false);
    const long = 'x'.repeat(199) + 'y';
    await tab.getState().signup({ email: 'long@example.com', password: long, role: 'Customer' });
    expect((await tab.getState().login({ email: 'long@example.com', password: long })).ok).toBe(true);
    expect((await tab.getState().login({ email: 'long@example.com', password: long.slice(0, 199) })).ok).toBe(false);
  });

  it('logout clears the session key and keeps the accounts', async () => {
    const tab = await openTab();
    await tab.getState().signup({ email: 'a@example.com', password: 'p', role: 'Operator' });
    tab.getState().logout();
    expect(tab.getState().user).toBeNull();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(JSON.parse(localStorage.getItem(ACCOUNTS_KEY)!).state.accounts).toHaveLength(1);
  });

  it('a logout never removes a session a newer version stored: still signed in, and says why', async () => {
    const tab = await openTab();
    await tab.getState().signup({ email: 'a@example.com', password: 'p', role: 'Operator' });
    const newer = JSON.stringify({ state: { user: { email: 'a@example.com', role: 'Operator' } }, version: 99 });
    localStorage.setItem(SESSION_KEY, newer);
    expect(tab.getState().logout()).toBe('newer');
    expect(tab.getState().user).toEqual({ email: 'a@example.com', role: 'Operator' });
    expect(localStorage.getItem(SESSION_KEY)).toBe(newer);
  });

  it('10: two tabs signing up never lose each other’s account', async () => {
    const tabA = await openTab();
    const tabB = await openTab(); // B was opened before A signed up: its memory has no accounts
    await tabA.getState().signup({ email: 'x@example.com', password: 'p', role: 'Customer' });
    await tabB.getState().signup({ email: 'y@example.com', password: 'p', role: 'Operator' });
    const emails = JSON.parse(localStorage.getItem(ACCOUNTS_KEY)!).state.accounts.map(
      (a: { email: string }) => a.email,
    );
    expect(emails).toEqual(['x@example.com', 'y@example.com']);
    // B also cannot take X's e-mail although its memory never saw it.
    expect((await tabB.getState().signup({ email: 'X@example.com', password: 'p', role: 'Customer' })).ok).toBe(false);
  });

  it('11: another tab re-reading storage follows a login and a logout', async () => {
    const tabA = await openTab();
    const tabB = await openTab();
    await tabA.getState().signup({ email: 'a@example.com', password: 'p', role: 'Customer' });
    await tabB.persist.rehydrate(); // what the storage event listener does
    expect(tabB.getState().user).toEqual({ email: 'a@example.com', role: 'Customer' });
    tabA.getState().logout();
    await tabB.persist.rehydrate();
    expect(tabB.getState().user).toBeNull();
    expect(tabB.getState().hydrated).toBe(true);
  });

  it('discards a hand-written session that names no stored account (or another role)', async () => {
    const session = (user: { email: string; role: string }) =>
      localStorage.setItem(SESSION_KEY, JSON.stringify({ state: { user }, version: 1 }));
    session({ email: 'ghost@example.com', role: 'Operator' });
    const tab = await openTab();
    expect(tab.getState()).toMatchObject({ hydrated: true, user: null });
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    await tab.getState().signup({ email: 'a@example.com', password: 'p', role: 'Customer' });
    session({ email: 'a@example.com', role: 'Operator' });
    await tab.persist.rehydrate();
    expect(tab.getState().user).toBeNull();
    session({ email: 'A@example.com', role: 'Customer' });
    await tab.persist.rehydrate();
    expect(tab.getState().user).toEqual({ email: 'A@example.com', role: 'Customer' });
  });

  it('1: truncated JSON hydrates to defaults, is backed up, and signup still works', async () => {
    localStorage.setItem(ACCOUNTS_KEY, '{"state":');
    const tab = await openTab();
    expect(tab.getState()).toMatchObject({ hydrated: true, accounts: [], recovered: true });
    expect(localStorage.getItem(ACCOUNTS_KEY)).toBe('{"state":'); // hydration wrote nothing over it
    expect((await tab.getState().signup({ email: 'n@example.com', password: 'p', role: 'Customer' })).ok).toBe(true);
    const backup = Object.keys(localStorage).find((key) => key.startsWith(backupPrefix(ACCOUNTS_KEY)));
    expect(localStorage.getItem(backup!)).toBe('{"state":');
  });

  it('4: the valid account in a partly malformed list still logs in', async () => {
    const seed = await openTab();
    await seed.getState().signup({ email: 'ok@example.com', password: 'p', role: 'Operator' });
    seed.getState().logout();
    const stored = JSON.parse(localStorage.getItem(ACCOUNTS_KEY)!);
    stored.state.accounts.push({ email: 'bad@example.com', role: 'Customer', password: 'plain text' });
    localStorage.setItem(ACCOUNTS_KEY, JSON.stringify(stored));
    const tab = await openTab();
    expect(tab.getState().accounts.map((a) => a.email)).toEqual(['ok@example.com']);
    expect((await tab.getState().login({ email: 'ok@example.com', password: 'p' })).ok).toBe(true);
    const backup = Object.keys(localStorage).find((key) => key.startsWith(backupPrefix(ACCOUNTS_KEY)));
    expect(localStorage.getItem(backup!)).toContain('bad@example.com');
  });

  it('7: blocked storage says so and never throws', async () => {
    const tab = await openTab();
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(await tab.getState().signup({ email: 'a@example.com', password: 'p', role: 'Customer' })).toEqual({
      ok: false,
      error: 'blocked',
    });
    expect(await tab.getState().login({ email: 'a@example.com', password: 'p' })).toEqual({
      ok: false,
      error: 'blocked',
    });
    await expect(tab.persist.rehydrate()).resolves.toBeUndefined();
    expect(tab.getState()).toMatchObject({ hydrated: true, user: null });
  });

  it('8: storage full during signup leaves the user logged out and the existing accounts untouched', async () => {
    const tab = await openTab();
    await tab.getState().signup({ email: 'old@example.com', password: 'p', role: 'Customer' });
    tab.getState().logout();
    const before = localStorage.getItem(ACCOUNTS_KEY);
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    expect(await tab.getState().signup({ email: 'new@example.com', password: 'p', role: 'Customer' })).toEqual({
      ok: false,
      error: 'full',
    });
    expect(tab.getState().user).toBeNull();
    jest.restoreAllMocks();
    expect(localStorage.getItem(ACCOUNTS_KEY)).toBe(before);
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('25: an account stored without room for the session says so truthfully, and login then works', async () => {
    const tab = await openTab();
    const setItem = Storage.prototype.setItem;
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      if (key === SESSION_KEY) throw new DOMException('Quota exceeded', 'QuotaExceededError');
      setItem.call(this, key, value);
    });
    expect(await tab.getState().signup({ email: 'a@example.com', password: 'p', role: 'Customer' })).toEqual({
      ok: false,
      error: 'accountOnly',
    });
    expect(tab.getState().user).toBeNull();
    jest.restoreAllMocks();
    expect(await tab.getState().signup({ email: 'a@example.com', password: 'p', role: 'Customer' })).toEqual({
      ok: false,
      error: 'exists',
    });
    expect(await tab.getState().login({ email: 'a@example.com', password: 'p' })).toMatchObject({ ok: true });
  });

  it.each([
    ['a one-character salt', { salt: 'A' }],
    ['a five-character hash', { hash: 'AAAAA' }],
    ['iterations of 2**32', { iterations: 2 ** 32 }],
    ['a single iteration', { iterations: 1 }],
    ['a salt of the wrong length', { salt: 'c2FsdA==' }],
  ])('24: an account with %s is kept aside and login answers invalid, never a throw', async (_, broken) => {
    const tab = await openTab();
    await tab.getState().signup({ email: 'a@example.com', password: 'p', role: 'Customer' });
    tab.getState().logout();
    const stored = JSON.parse(localStorage.getItem(ACCOUNTS_KEY)!);
    stored.state.accounts[0].password = { ...stored.state.accounts[0].password, ...broken };
    localStorage.setItem(ACCOUNTS_KEY, JSON.stringify(stored));
    const raw = localStorage.getItem(ACCOUNTS_KEY);
    expect(await tab.getState().login({ email: 'a@example.com', password: 'p' })).toEqual({
      ok: false,
      error: 'invalid',
    });
    await tab.getState().signup({ email: 'b@example.com', password: 'p', role: 'Customer' });
    expect(allStorage()).toContain(raw);
  });

  it('9: without crypto.subtle signup and login say https is needed and store nothing', async () => {
    const tab = await openTab();
    Object.defineProperty(globalThis, 'crypto', {
      value: { getRandomValues: webcrypto.getRandomValues },
      configurable: true,
    });
    try {
      expect(await tab.getState().signup({ email: 'a@example.com', password: 'p', role: 'Customer' })).toEqual({
        ok: false,
        error: 'insecure',
      });
      expect(await tab.getState().login({ email: 'a@example.com', password: 'p' })).toEqual({
        ok: false,
        error: 'insecure',
      });
      expect(localStorage.length).toBe(0);
    } finally {
      Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
    }
  });

  it("6: an older stored version goes through the store's migrate, is written back current, and logs in", async () => {
    const { hashPassword } = jest.requireMock('@/lib/auth/password') as typeof import('@/lib/auth/password');
    const { salt, hash, iterations } = await hashPassword('old secret');
    const raw = JSON.stringify({
      state: { users: [{ email: 'old@example.com', role: 'Operator', salt, hash, iterations }] },
      version: 0,
    });
    localStorage.setItem(ACCOUNTS_KEY, raw);
    const tab = await openTab();
    const password = { algorithm: 'PBKDF2-SHA256', salt, hash, iterations };
    expect(tab.getState()).toMatchObject({
      hydrated: true,
      accounts: [{ email: 'old@example.com', role: 'Operator', password }],
    });
    const stored = JSON.parse(localStorage.getItem(ACCOUNTS_KEY)!);
    expect(stored).toEqual({
      state: { accounts: [{ email: 'old@example.com', role: 'Operator', password }] },
      version: 1,
    });
    const backup = Object.keys(localStorage).find((key) => key.startsWith(backupPrefix(ACCOUNTS_KEY)));
    expect(localStorage.getItem(backup!)).toBe(raw); // the old format is kept before it is rewritten
    expect(await tab.getState().login({ email: 'old@example.com', password: 'old secret' })).toMatchObject({
      ok: true,
    });
  });

  it('a newer stored version in another shape is never overwritten by a signup', async () => {
    const raw = JSON.stringify({ version: 2, users: { 'b@example.com': { passkey: 'x' } } });
    localStorage.setItem(ACCOUNTS_KEY, raw);
    const tab = await openTab();
    expect(await tab.getState().signup({ email: 'a@example.com', password: 'p', role: 'Customer' })).toEqual({
      ok: false,
      error: 'newer',
    });
    expect(localStorage.getItem(ACCOUNTS_KEY)).toBe(raw);
  });

  it('6: a newer stored version is never overwritten by a signup', async () => {
    const raw = JSON.stringify({ state: { accounts: [] }, version: 99 });
    localStorage.setItem(ACCOUNTS_KEY, raw);
    const tab = await openTab();
    expect(await tab.getState().signup({ email: 'a@example.com', password: 'p', role: 'Customer' })).toEqual({
      ok: false,
      error: 'newer',
    });
    expect(localStorage.getItem(ACCOUNTS_KEY)).toBe(raw);
  });
});
