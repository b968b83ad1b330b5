import { z } from '@/lib/schemas/zod';

const text = z.string().trim().min(1, 'must not be empty');

export const requestsContentSchema = z.object({
  headings: z.object({ booking: text, contact: text, emptyLeg: text, newsletter: text }),
  references: z
    .object({ request: text, quote: text })
    .refine(({ request, quote }) => request !== quote, 'a request’s reference and a quote’s are named apart'),
  checkbox: z.object({ ticked: text, unticked: text }),
  unknownPlaces: z.object({ one: text, many: text }),
  subjects: z.object({
    booking: text,
    contact: text,
    emptyLeg: text,
    airAmbulance: text,
    newsletter: text,
    desk: text,
    listing: text,
  }),
});

export type RequestsContent = z.input<typeof requestsContentSchema>;
