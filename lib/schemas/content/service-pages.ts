import { JET_TYPES } from '@/lib/schemas/content/jet-types';
import { z } from '@/lib/schemas/zod';

const text = z.string().trim().min(1, 'must not be empty');
const internalHref = z.string().regex(/^\/([a-z0-9-]+\/)*$/, 'must be an internal path like /book/');
const linkSchema = z.object({ label: text, href: internalHref });
const distinct = (items: readonly string[]) => new Set(items).size === items.length;

export function servicePagesSchema({
  serviceIds,
  aircraft,
}: {
  serviceIds: readonly string[];
  aircraft: readonly string[];
}) {
  const page = z.object({
    id: z.string().refine((id) => serviceIds.includes(id), 'must be the id of a service in content/data/services.json'),
    jetType: z.enum(JET_TYPES, { message: `must be one of ${JET_TYPES.join(', ')}` }),
    metaDescription: text
      .min(50, 'descriptions need at least 50 characters')
      .max(160, 'keep descriptions within 160 characters'),
    whatItIs: z.array(text).min(1, 'say what the service is in 1 to 3 paragraphs').max(3, 'at most 3 paragraphs'),
    steps: z
      .array(z.object({ title: text, text }))
      .min(3, 'list 3 to 6 steps')
      .max(6, 'list 3 to 6 steps'),
    typicalAircraft: z
      .array(
        text.refine(
          (name) => aircraft.includes(name),
          'must be an aircraft name from the fleet (content/data/fleet.json)',
        ),
      )
      .min(1, 'name at least 1 typical aircraft')
      .max(4, 'name at most 4 typical aircraft')
      .refine(distinct, 'typical aircraft must be distinct'),
    included: z
      .array(text)
      .min(3, 'list 3 to 8 inclusions')
      .max(8, 'list 3 to 8 inclusions')
      .refine(distinct, 'must be distinct'),
    faq: z
      .array(z.object({ question: text, answer: text }))
      .min(2, 'a short FAQ has 2 to 5 questions')
      .max(5, 'a short FAQ has 2 to 5 questions'),
    cta: z.object({ heading: text, text, primary: linkSchema, secondary: linkSchema.optional() }),
  });
  return z.object({
    labels: z.object({
      backLabel: text,
      whatHeading: text,
      stepsHeading: text,
      aircraftHeading: text,
      aircraftIntro: text,
      includedHeading: text,
      faqHeading: text,
    }),
    pages: z
      .array(page)
      .refine((pages) => distinct(pages.map((entry) => entry.id)), 'each service has one page')
      .refine(
        (pages) => serviceIds.every((id) => pages.some((entry) => entry.id === id)),
        'every service in content/data/services.json needs a page',
      ),
  });
}

export type ServicePagesContent = z.input<ReturnType<typeof servicePagesSchema>>;
export type ServicePages = z.output<ReturnType<typeof servicePagesSchema>>;
export type ServicePage = ServicePages['pages'][number];
