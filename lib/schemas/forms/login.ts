import { z } from '@/lib/schemas/zod';
import { emailField } from './fields';

export const PASSWORD_REQUIRED = 'Please enter your password.';

// Passwords are never trimmed: leading or trailing spaces are part of them (docs/hashed-passwords.md).
export const loginSchema = z.object({
  email: emailField,
  password: z.string().min(1, PASSWORD_REQUIRED),
});

export type LoginValues = z.infer<typeof loginSchema>;
