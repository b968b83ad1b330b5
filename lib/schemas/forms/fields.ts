import { z } from '@/lib/schemas/zod';
import { PASSWORD_ERRORS, PASSWORD_MAX, PASSWORD_MIN } from './password-rules';

export const EMAIL_MAX = 254;
export const EMAIL_ERRORS = {
  required: 'Please enter your email address.',
  invalid: 'Please enter a valid email address, like name@example.com.',
  tooLong: `An email address can be at most ${EMAIL_MAX} characters.`,
} as const;

export const emailField = z
  .string()
  .trim()
  .min(1, EMAIL_ERRORS.required)
  .max(EMAIL_MAX, EMAIL_ERRORS.tooLong)
  .pipe(z.email(EMAIL_ERRORS.invalid));

export const requiredText = (message: string, max = 200) =>
  z.string().trim().min(1, message).max(max, `Please keep this under ${max} characters.`);

export const newPasswordField = (required: string) =>
  z
    .string()
    .min(1, required)
    .max(PASSWORD_MAX, PASSWORD_ERRORS.tooLong)
    .pipe(z.string().min(PASSWORD_MIN, PASSWORD_ERRORS.tooShort));
