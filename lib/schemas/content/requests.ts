import { z } from '@/lib/schemas/zod';

const text = z.string().trim().min(1, 'must not be empty');
const withReference = text.refine((value) => value.includes('{reference}'), 'must name the {reference}');

export const requestsContentSchema = z.object({
  headings: z.object({ booking: text, contact: text, emptyLeg: text, newsletter: text }),
  titles: z.object({
    handoff: withReference,
    contact: text,
    sending: withReference,
    received: z.literal('Received'),
    pending: text,
    rejected: text,
    failed: text,
    newsletterHandoff: text,
  }),
  status: z.object({
    handoff: withReference,
    received: withReference.refine((value) => value.startsWith('Received'), 'must start with "Received"'),
    pending: withReference,
    rejected: withReference,
    failed: withReference,
    storageBlocked: text,
    storageFull: text,
    storageNewer: text,
    newsletterHandoff: text,
  }),
  nextSteps: z.object({ booking: text, contact: text, emptyLeg: text, newsletter: text, desk: text }),
  contactStep: z.object({ intro: withReference, submit: text }),
  copyHeading: text,
  whatsapp: text,
  email: text,
  pendingHeading: text,
  pendingEmpty: text,
  pendingLine: text,
  rejectedLine: text,
  cancel: text,
});

export type RequestsContent = z.input<typeof requestsContentSchema>;
