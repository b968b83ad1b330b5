import { integer, oneOf, record, text, type Infer } from '@/lib/stored-shape';

export { ROLES } from './roles';

export { normalizeEmail } from './email';

// Too few iterations is unsafe; too many would freeze the tab.
const MIN_ITERATIONS = 100_000;
const MAX_ITERATIONS = 10_000_000;
export const SALT_BYTES = 16;
export const HASH_BYTES = 32;

function base64ByteLength(text: string): number {
  if (text.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(text)) return -1;
  try {
    return atob(text).length;
  } catch {
    return -1;
  }
}

const base64Of = (bytes: number) => text({ test: (value) => base64ByteLength(value) === bytes });

const storedEmail = text({ trim: true, min: 1, max: 254 });
const storedRole = text({ min: 1, max: 100 });

const passwordHashSchema = record({
  algorithm: oneOf(['PBKDF2-SHA256']),
  iterations: integer(MIN_ITERATIONS, MAX_ITERATIONS),
  salt: base64Of(SALT_BYTES),
  hash: base64Of(HASH_BYTES),
});

export const storedAccountSchema = record({ email: storedEmail, role: storedRole, password: passwordHashSchema });

export const sessionUserSchema = record({ email: storedEmail, role: storedRole });

export type PasswordHash = Infer<typeof passwordHashSchema>;
export type StoredAccount = Infer<typeof storedAccountSchema>;
export type SessionUser = Infer<typeof sessionUserSchema>;
