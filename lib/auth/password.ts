import { HASH_BYTES, SALT_BYTES, type PasswordHash } from './schemas';

// PBKDF2-HMAC-SHA256, OWASP's 600,000 iterations, 16 random bytes of salt: docs/hashed-passwords.md.
export const PBKDF2_ITERATIONS = 600_000;
const HASH_BITS = HASH_BYTES * 8;
export { SALT_BYTES };

/** WebCrypto's `subtle` only exists in a secure context (https or localhost). */
export function hasSecureCrypto(): boolean {
  const webCrypto = globalThis.crypto;
  return typeof webCrypto?.subtle?.deriveBits === 'function' && typeof webCrypto.getRandomValues === 'function';
}

/** NFKC, so a composed and a decomposed "é" are the same password. Never trimmed or truncated. */
export function normalizePassword(password: string): string {
  return password.normalize('NFKC');
}

export async function pbkdf2Sha256(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
  bits = HASH_BITS,
): Promise<Uint8Array<ArrayBuffer>> {
  const subtle = globalThis.crypto.subtle;
  const key = await subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const derived = await subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, bits);
  return new Uint8Array(derived);
}

export async function hashPassword(password: string, iterations = PBKDF2_ITERATIONS): Promise<PasswordHash> {
  const salt = globalThis.crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await pbkdf2Sha256(normalizePassword(password), salt, iterations);
  return { algorithm: 'PBKDF2-SHA256', iterations, salt: toBase64(salt), hash: toBase64(hash) };
}

/** False, never a throw, for a stored hash that cannot be used (bad base64, absurd iterations). */
export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  try {
    const expected = fromBase64(stored.hash);
    const actual = await pbkdf2Sha256(normalizePassword(password), fromBase64(stored.salt), stored.iterations);
    return constantTimeEqual(actual, expected);
  } catch {
    return false;
  }
}

/** Compares every byte whatever the first difference, so timing says nothing about the hash. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  let difference = a.length ^ b.length;
  const length = Math.max(a.length, b.length);
  for (let index = 0; index < length; index += 1) difference |= (a[index] ?? 0) ^ (b[index] ?? 0);
  return difference === 0;
}

export function toBase64(bytes: Uint8Array): string {
  return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}
