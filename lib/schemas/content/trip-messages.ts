import { z } from '@/lib/schemas/zod';

const text = z.string().trim().min(1, 'must not be empty');
const toastSchema = z.object({ title: text, description: text.optional() });

export const tripMessagesSchema = z.object({
  tripSaved: toastSchema,
  tripRemoved: toastSchema,
  tripInvalid: toastSchema,
  tripLimit: toastSchema,
  linkCopied: toastSchema,
  linkDatesDropped: toastSchema,
  linkLegsCut: z.object({ title: text.includes('{kept}') }),
  linkCopyFailed: toastSchema,
});

export type TripMessages = z.input<typeof tripMessagesSchema>;
