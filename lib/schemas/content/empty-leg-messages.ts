import { z } from '@/lib/schemas/zod';

const text = z.string().trim().min(1, 'must not be empty');
const noticeSchema = z.object({ title: text, description: text });

export const emptyLegMessagesSchema = z.object({
  blocked: noticeSchema,
  full: noticeSchema,
  newer: noticeSchema,
  keptAside: noticeSchema,
  unavailable: noticeSchema,
});

export type EmptyLegMessages = z.input<typeof emptyLegMessagesSchema>;
