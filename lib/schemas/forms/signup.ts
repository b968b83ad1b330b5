import { messages } from '@/content/messages';
import { ROLES } from '@/lib/auth/schemas';
import { z } from '@/lib/schemas/zod';
import { emailField, newPasswordField } from './fields';
import { PASSWORD_ERRORS } from './password-rules';

export const SIGNUP_ERRORS = {
  passwordRequired: 'Please choose a password.',
  confirmRequired: 'Please confirm your password.',
  roleRequired: 'Please choose Customer, Jet Owner or Operator.',
  passwordTooLong: PASSWORD_ERRORS.tooLong,
  passwordTooShort: PASSWORD_ERRORS.tooShort,
} as const;

// Length is the only rule; the cap only stops abuse.
export const signupSchema = z
  .object({
    role: z.enum(ROLES, { message: SIGNUP_ERRORS.roleRequired }),
    email: emailField,
    password: newPasswordField(SIGNUP_ERRORS.passwordRequired),
    confirmPassword: z.string().min(1, SIGNUP_ERRORS.confirmRequired),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: messages.passwordMismatch,
    path: ['confirmPassword'],
  });

export type SignupValues = z.infer<typeof signupSchema>;
