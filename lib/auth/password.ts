import { HASH_BYTES, SALT_BYTES, type PasswordHash } from './schemas';

export const PBKDF2_ITERATIONS = 600_000;
const HASH_BITS = HASH_BYTES * 8;
export { SALT_BYTES };

// `subtle` exists only in a secure context (https or localhost).
export function hasSecureCrypto(): boolean {
  const webCrypto = globalThis.crypto;
  return typeof webCrypto?.subtle?.deriveBits === 'function' && typeof webCrypto.getRandomValues === 'function';
}

// NFKC: a composed and a decomposed "é" are one password.
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

export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  try {
    const expected = fromBase64(stored.hash);
    const actual = await pbkdf2Sha256(normalizePassword(password), fromBase64(stored.salt), stored.iterations);
    return constantTimeEqual(actual, expected);
  } catch {
    return false;
  }
}

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
