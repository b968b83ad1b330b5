import { z } from '@/lib/schemas/zod';
import { emailField } from './fields';

export const LOGIN_ERRORS = { passwordRequired: 'Please enter your password.' } as const;

// Never trimmed: leading or trailing spaces are part of a password.
export const loginSchema = z.object({
  email: emailField,
  password: z.string().min(1, LOGIN_ERRORS.passwordRequired),
});

export type LoginValues = z.infer<typeof loginSchema>;
