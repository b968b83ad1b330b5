import { account } from '@/content/account';
import { z } from '@/lib/schemas/zod';
import { emailField } from './fields';

export const REMOVE_ACCOUNT_ERRORS = { confirmRequired: account.forgotPassword.removeConfirmRequired } as const;

export const removeAccountSchema = z.object({
  email: emailField,
  understood: z.literal(true, { message: REMOVE_ACCOUNT_ERRORS.confirmRequired }),
});

export type RemoveAccountValues = z.infer<typeof removeAccountSchema>;
