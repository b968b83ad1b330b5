import { z } from '@/lib/schemas/zod';

// Shared field rules, so every form words the same problem the same way.
export const EMAIL_REQUIRED = 'Please enter your email address.';
export const EMAIL_INVALID = 'Please enter a valid email address, like name@example.com.';

export const emailField = z
  .string()
  .trim()
  .min(1, EMAIL_REQUIRED)
  .max(254, 'An email address can be at most 254 characters.')
  .pipe(z.email(EMAIL_INVALID));

export const requiredText = (message: string, max = 200) =>
  z.string().trim().min(1, message).max(max, `Please keep this under ${max} characters.`);
