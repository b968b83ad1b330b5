import { z } from '@/lib/schemas/zod';

export { ROLES, isRole, type Role } from './roles';

/** E-mails are compared trimmed and lower-cased: `User@Example.com ` and `user@example.com` are one account. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Hashes outside this range are refused: too few is unsafe, too many would freeze the tab. */
export const MIN_ITERATIONS = 100_000;
export const MAX_ITERATIONS = 10_000_000;
export const SALT_BYTES = 16;
export const HASH_BYTES = 32;

/** The byte length of canonical base64 text, or -1 when it is not canonical base64. */
export function base64ByteLength(text: string): number {
  if (text.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(text)) return -1;
  try {
    return atob(text).length;
  } catch {
    return -1;
  }
}

// A value that passes here must also be usable: login decodes it and derives bits with it.
const base64Of = (bytes: number) =>
  z.string().refine((text) => base64ByteLength(text) === bytes, `must be base64 of ${bytes} bytes`);

export const passwordHashSchema = z.object({
  algorithm: z.literal('PBKDF2-SHA256'),
  iterations: z.number().int().min(MIN_ITERATIONS).max(MAX_ITERATIONS),
  salt: base64Of(SALT_BYTES),
  hash: base64Of(HASH_BYTES),
});

// A stored role is kept as stored, known or not (an unknown one is never treated as any role).
export const storedAccountSchema = z.object({
  email: z.string().trim().min(1).max(254),
  role: z.string().min(1).max(100),
  password: passwordHashSchema,
});

export const sessionUserSchema = z.object({
  email: z.string().trim().min(1).max(254),
  role: z.string().min(1).max(100),
});

/** The envelope zustand `persist` writes: `{ state, version }`. */
export const envelopeSchema = z.object({ state: z.unknown(), version: z.number().int().nonnegative() });

export type PasswordHash = z.infer<typeof passwordHashSchema>;
export type StoredAccount = z.infer<typeof storedAccountSchema>;
export type SessionUser = z.infer<typeof sessionUserSchema>;
