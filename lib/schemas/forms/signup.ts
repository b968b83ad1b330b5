import { z } from '@/lib/schemas/zod';
import { messages } from '@/content/messages';
import { ROLES } from '@/lib/auth/schemas';
import { emailField } from './fields';

export const SIGNUP_PASSWORD_REQUIRED = 'Please choose a password.';
export const CONFIRM_REQUIRED = 'Please confirm your password.';
export const ROLE_REQUIRED = 'Please choose Customer, Jet Owner or Operator.';
export const PASSWORD_MAX = 1024;
export const PASSWORD_TOO_LONG = `A password can be at most ${PASSWORD_MAX} characters.`;

// No strength rules (docs/hashed-passwords.md). Never trimmed or truncated; the cap only stops abuse.
export const signupSchema = z
  .object({
    role: z.enum(ROLES, { message: ROLE_REQUIRED }),
    email: emailField,
    password: z.string().min(1, SIGNUP_PASSWORD_REQUIRED).max(PASSWORD_MAX, PASSWORD_TOO_LONG),
    confirmPassword: z.string().min(1, CONFIRM_REQUIRED),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: messages.passwordMismatch,
    path: ['confirmPassword'],
  });

export type SignupValues = z.infer<typeof signupSchema>;
