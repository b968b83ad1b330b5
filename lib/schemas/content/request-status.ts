import { z } from '@/lib/schemas/zod';

const text = z.string().trim().min(1, 'must not be empty');
const withReference = text.refine((value) => value.includes('{reference}'), 'must name the {reference}');
const withReason = text.refine((value) => value.includes('{reason}'), 'must give the {reason}');
const withDate = text.refine((value) => value.includes('{date}'), 'must give the {date}');
// What is only a hand-off or a wait never claims what the endpoint did.
const notDelivered = withDate.refine((value) => !/\b(sent|received)\b/i.test(value), 'must not say Sent or Received');

export const requestStatusContentSchema = z.object({
  titles: z.object({
    handoff: withReference,
    contact: text,
    sending: withReference,
    received: z.literal('Received'),
    pending: text,
    rejected: text,
    failed: text,
    cancelled: z.literal('Cancelled'),
    returned: withReference,
    newsletterHandoff: text,
  }),
  status: z.object({
    handoff: withReference,
    received: withReference.refine((value) => value.startsWith('Received'), 'must start with "Received"'),
    pending: withReference,
    rejected: withReference,
    failed: withReference,
    pendingElsewhere: withReference,
    cancelled: withReference,
    returned: withReference,
    outdated: text,
    storage: z.object({ blocked: withReason, full: withReason, newer: withReason }),
    newsletterHandoff: text,
  }),
  nextSteps: z.object({ booking: text, contact: text, emptyLeg: text, newsletter: text, desk: text, listing: text }),
  offline: z.object({ waiting: withReference, handoff: text, notSent: text }),
  contactStep: z.object({ intro: withReference, submit: text }),
  copyHeading: text,
  copyText: z.literal('Copy text'),
  copied: text,
  copyFailed: text,
  handedOff: z.object({ whatsapp: text, email: text }),
  desk: text.refine((value) => value.includes('{email}') && value.includes('{phone}'), 'must give {email} and {phone}'),
  sentStatus: z.object({
    received: withDate.refine((value) => value.startsWith('Received'), 'must start with "Received"'),
    kept: notDelivered,
    refused: notDelivered.refine((value) => value.includes('{reason}'), 'must give the {reason}'),
    whatsapp: notDelivered,
    email: notDelivered,
    cancelled: notDelivered.refine((value) => value.startsWith('Cancelled'), 'must start with "Cancelled"'),
    returned: notDelivered,
    recorded: notDelivered,
  }),
  setAside: text,
  whatsapp: text,
  email: text,
  pendingHeading: text,
  pendingEmpty: text,
  pendingLine: text,
  rejectedLine: text,
  cancel: text,
  reasons: z.object({ offline: text, network: text, timeout: text }),
});

export type RequestStatusContent = z.input<typeof requestStatusContentSchema>;
