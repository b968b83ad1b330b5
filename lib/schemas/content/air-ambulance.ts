import { z } from '@/lib/schemas/zod';

const text = z.string().trim().min(1, 'must not be empty');

export const airAmbulancePageSchema = z.object({
  desk: z.object({ answered: text, call: text, whatsapp: text, whatsappText: text, note: text }),
  form: z.object({
    title: text,
    intro: text,
    noScript: text,
    submitLabel: text,
    callInstead: text,
    offline: text,
    whatsappHeading: text,
    sent: text,
    failed: text,
    privacy: text,
    endpoint: z.object({
      submitLabel: text,
      sending: text.refine((value) => value.includes('{reference}'), 'must name the {reference}'),
      received: text.refine((value) => value.startsWith('Received'), 'must start with "Received"'),
      failed: text.refine((value) => value.includes('{reason}'), 'must give the {reason}'),
      privacy: text,
    }),
  }),
  expect: z.object({
    title: text,
    intro: text,
    items: z
      .array(z.object({ title: text, text }))
      .min(4, 'cover permissions, watch hours, payment and fitness to fly'),
    documentsTitle: text,
    documents: z.array(text).min(3, 'list the fit-to-fly certificate, ID or passport and the hospital’s acceptance'),
  }),
});

export type AirAmbulanceContent = z.input<typeof airAmbulancePageSchema>;
