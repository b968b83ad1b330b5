import { z } from '@/lib/schemas/zod';
import { emailField } from './fields';

export const LOGIN_ERRORS = { passwordRequired: 'Please enter your password.' } as const;

// Passwords are never trimmed: leading or trailing spaces are part of them (docs/hashed-passwords.md).
export const loginSchema = z.object({
  email: emailField,
  password: z.string().min(1, LOGIN_ERRORS.passwordRequired),
});

export type LoginValues = z.infer<typeof loginSchema>;
