import { z } from '@/lib/schemas/zod';

const text = z.string().trim().min(1, 'must not be empty');
const internalHref = z.string().regex(/^\/([a-z0-9-]+\/)*$/, 'must be an internal path like /fleet/');

const sectionSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/, 'must be a slug such as crew-standards'),
  heading: text,
  paragraphs: z.array(text).min(1, 'say something under each heading'),
  points: z.array(text).optional(),
  terms: z.array(z.object({ term: text, detail: text })).optional(),
  link: z.object({ label: text, href: internalHref }).optional(),
});

export const safetySchema = z.object({
  linkLabel: text,
  sections: z
    .array(sectionSchema)
    .min(1)
    .refine((sections) => new Set(sections.map((s) => s.id)).size === sections.length, 'section ids must be unique'),
});

export type SafetyContent = z.input<typeof safetySchema>;
export type SafetySection = z.output<typeof sectionSchema>;
