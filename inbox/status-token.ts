import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** 32 random bytes, base64url: handed to the visitor once, kept here only as its SHA-256. */
export const newToken = () => randomBytes(32).toString('base64url');

export const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The token from `Authorization: Bearer …`, or null when the header is missing or garbled. */
export function bearerOf(header: string | undefined): string | null {
  const match = /^Bearer ([^\s]+)$/.exec(header?.trim() ?? '');
  return match && TOKEN.test(match[1]) ? match[1] : null;
}

export function sameHash(stored: string | null, token: string): boolean {
  if (!stored || !/^[0-9a-f]{64}$/.test(stored)) return false;
  return timingSafeEqual(Buffer.from(stored, 'hex'), Buffer.from(hashOf(token), 'hex'));
}
