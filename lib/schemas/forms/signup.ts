import { messages } from '@/content/messages';
import { ROLES } from '@/lib/auth/schemas';
import { z } from '@/lib/schemas/zod';
import { emailField } from './fields';

export const PASSWORD_MAX = 1024;
export const SIGNUP_ERRORS = {
  passwordRequired: 'Please choose a password.',
  confirmRequired: 'Please confirm your password.',
  roleRequired: 'Please choose Customer, Jet Owner or Operator.',
  passwordTooLong: `A password can be at most ${PASSWORD_MAX} characters.`,
} as const;

// No strength rules (docs/hashed-passwords.md). Never trimmed or truncated; the cap only stops abuse.
export const signupSchema = z
  .object({
    role: z.enum(ROLES, { message: SIGNUP_ERRORS.roleRequired }),
    email: emailField,
    password: z.string().min(1, SIGNUP_ERRORS.passwordRequired).max(PASSWORD_MAX, SIGNUP_ERRORS.passwordTooLong),
    confirmPassword: z.string().min(1, SIGNUP_ERRORS.confirmRequired),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: messages.passwordMismatch,
    path: ['confirmPassword'],
  });

export type SignupValues = z.infer<typeof signupSchema>;
