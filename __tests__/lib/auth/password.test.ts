/**
 * @jest-environment node
 */
import { pbkdf2Sync } from 'node:crypto';
import {
  constantTimeEqual,
  fromBase64,
  hashPassword,
  hasSecureCrypto,
  normalizePassword,
  PBKDF2_ITERATIONS,
  pbkdf2Sha256,
  SALT_BYTES,
  toBase64,
  verifyPassword,
} from '@/lib/auth/password';
import { storedAccountSchema } from '@/lib/auth/schemas';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const ascii = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));
// Cheap iterations keep the suite fast; one test below runs the real 600,000.
const FAST = 1_000;

describe('pbkdf2Sha256 (WebCrypto)', () => {
  it('matches the published PBKDF2-HMAC-SHA256 vectors', async () => {
    expect(hex(await pbkdf2Sha256('password', ascii('salt'), 1))).toBe(
      '120fb6cffcf8b32c43e7225256c4f837a86548c92ccc35480805987cb70be17b',
    );
    expect(hex(await pbkdf2Sha256('password', ascii('salt'), 2))).toBe(
      'ae4d0c95af6b46d32d0adff928f06dd02a303f8ef3c251dfd6e2d85a95474c43',
    );
    expect(hex(await pbkdf2Sha256('password', ascii('salt'), 4096))).toBe(
      'c5e478d59288c841aa530db6845c4c8d962893a001ce4e11a4963873aa98134a',
    );
    // RFC 7914 section 11: P = "passwd", S = "salt", c = 1, dkLen = 64.
    expect(hex(await pbkdf2Sha256('passwd', ascii('salt'), 1, 512))).toBe(
      '55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc49ca9cccf179b645991664b39d77ef317c71b845b1e30bd509112041d3a19783',
    );
  });

  it('agrees with node:crypto at the production iteration count', async () => {
    const salt = ascii('vayu-jets-salt!!');
    const expected = pbkdf2Sync('Jet set go', salt, PBKDF2_ITERATIONS, 32, 'sha256');
    expect(hex(await pbkdf2Sha256('Jet set go', salt, PBKDF2_ITERATIONS))).toBe(expected.toString('hex'));
  });
});

describe('hashPassword / verifyPassword', () => {
  it('uses 600,000 iterations and a random 16-byte salt by default, never the password', async () => {
    const stored = await hashPassword('hunter2 secret');
    expect(stored.algorithm).toBe('PBKDF2-SHA256');
    expect(stored.iterations).toBe(600_000);
    expect(fromBase64(stored.salt)).toHaveLength(SALT_BYTES);
    expect(fromBase64(stored.hash)).toHaveLength(32);
    expect(JSON.stringify(stored)).not.toContain('hunter2');
    expect(await verifyPassword('hunter2 secret', stored)).toBe(true);
    expect(await verifyPassword('hunter2 secreT', stored)).toBe(false);
  });

  it('salts every hash differently', async () => {
    const [a, b] = await Promise.all([hashPassword('same', FAST), hashPassword('same', FAST)]);
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
  });

  it('accepts a composed é at signup and a decomposed é at login (NFKC)', async () => {
    const composed = 'caf\u00e9';
    const decomposed = 'cafe\u0301';
    expect(composed).not.toBe(decomposed);
    expect(normalizePassword(decomposed)).toBe(composed);
    const stored = await hashPassword(composed, FAST);
    expect(await verifyPassword(decomposed, stored)).toBe(true);
    expect(await verifyPassword('cafe', stored)).toBe(false);
  });

  it('keeps emoji, 200 characters and leading or trailing spaces exactly', async () => {
    const emoji = 'jet 🛩️✈️ 👨‍👩‍👧';
    expect(await verifyPassword(emoji, await hashPassword(emoji, FAST))).toBe(true);

    const long = 'ab'.repeat(100);
    const longStored = await hashPassword(long, FAST);
    expect(await verifyPassword(long, longStored)).toBe(true);
    expect(await verifyPassword(long.slice(0, 199), longStored)).toBe(false);

    const spaced = '  secret ';
    const spacedStored = await hashPassword(spaced, FAST);
    expect(await verifyPassword(spaced, spacedStored)).toBe(true);
    expect(await verifyPassword('secret', spacedStored)).toBe(false);
    expect(await verifyPassword('  secret', spacedStored)).toBe(false);
  });
});

describe('helpers', () => {
  it('compares bytes without an early exit and rejects different lengths', () => {
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 3]))).toBe(true);
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 4]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2, 0]))).toBe(false);
  });

  it('round-trips base64', () => {
    const bytes = new Uint8Array([0, 1, 127, 128, 255]);
    expect(Array.from(fromBase64(toBase64(bytes)))).toEqual([0, 1, 127, 128, 255]);
  });

  it('reports a missing crypto.subtle (insecure context)', () => {
    expect(hasSecureCrypto()).toBe(true);
    const original = globalThis.crypto;
    Object.defineProperty(globalThis, 'crypto', {
      value: { getRandomValues: original.getRandomValues },
      configurable: true,
    });
    try {
      expect(hasSecureCrypto()).toBe(false);
    } finally {
      Object.defineProperty(globalThis, 'crypto', { value: original, configurable: true });
    }
  });
});

describe('unusable stored hashes (short salt or hash, bad base64, absurd iterations)', () => {
  it.each([
    { salt: 'A', hash: 'AAAA', iterations: 1_000 },
    { salt: 'AAAA', hash: 'AAAAA', iterations: 1_000 },
    { salt: 'AAAA', hash: 'AAAA', iterations: 2 ** 32 },
  ])('verifyPassword answers false, never a throw, for %j', async (broken) => {
    await expect(verifyPassword('p', { algorithm: 'PBKDF2-SHA256', ...broken })).resolves.toBe(false);
  });

  it('the stored-hash schema refuses decoded lengths and iterations outside the safe range', () => {
    const salt = toBase64(new Uint8Array(16));
    const hash = toBase64(new Uint8Array(32));
    const ok = { algorithm: 'PBKDF2-SHA256', iterations: 600_000, salt, hash };
    const account = (password: object) => ({ email: 'a@b.co', role: 'Customer', password });
    expect(storedAccountSchema.safeParse(account(ok)).success).toBe(true);
    for (const iterations of [100_000, 10_000_000]) {
      expect(storedAccountSchema.safeParse(account({ ...ok, iterations })).success).toBe(true);
    }
    for (const bad of [
      { iterations: 99_999 },
      { iterations: 10_000_001 },
      { iterations: 1 },
      { salt: 'A' },
      { salt: toBase64(new Uint8Array(15)) },
      { hash: 'AAAAA' },
      { hash: toBase64(new Uint8Array(31)) },
      { hash: `${hash.slice(0, -1)}*` },
    ]) {
      expect(storedAccountSchema.safeParse(account({ ...ok, ...bad })).success).toBe(false);
    }
  });
});
