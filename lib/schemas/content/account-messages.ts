import { z } from '@/lib/schemas/zod';

const text = z.string().trim().min(1, 'must not be empty');
const toastSchema = z.object({ title: text, description: text.optional() });

export const accountMessagesSchema = z.object({
  passwordChanged: toastSchema,
  passwordWrong: toastSchema,
  exported: toastSchema,
  accountDeleted: toastSchema,
  accountDeletedRequests: toastSchema,
  tripRemoved: toastSchema,
  undo: text,
  tripRestored: toastSchema,
  inviteCopied: toastSchema,
});

export type AccountMessages = z.input<typeof accountMessagesSchema>;
