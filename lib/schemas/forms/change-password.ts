import { messages } from '@/content/messages';
import { z } from '@/lib/schemas/zod';
import { newPasswordField } from './fields';

export const CHANGE_PASSWORD_ERRORS = {
  currentRequired: 'Please enter your current password.',
  newRequired: 'Please choose a new password.',
  confirmRequired: 'Please confirm your new password.',
} as const;

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, CHANGE_PASSWORD_ERRORS.currentRequired),
    password: newPasswordField(CHANGE_PASSWORD_ERRORS.newRequired),
    confirmPassword: z.string().min(1, CHANGE_PASSWORD_ERRORS.confirmRequired),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: messages.passwordMismatch,
    path: ['confirmPassword'],
  });

export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;
