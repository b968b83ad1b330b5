import { z } from '@/lib/schemas/zod';

export { ROLES, isRole, type Role } from './roles';

/** E-mails are compared trimmed and lower-cased (DESIGN.md 4.2). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const base64 = z.string().regex(/^[A-Za-z0-9+/]+={0,2}$/, 'not base64');

export const passwordHashSchema = z.object({
  algorithm: z.literal('PBKDF2-SHA256'),
  iterations: z.number().int().positive(),
  salt: base64,
  hash: base64,
});

// The stored role set is not enumerated (SPEC.md section 3): any non-empty text is kept as stored.
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
