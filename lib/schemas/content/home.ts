import { photoIdSchema } from '@/lib/schemas/content/photo';
import { z } from '@/lib/schemas/zod';

const text = z.string().trim().min(1, 'must not be empty');
const internalHref = z.string().regex(/^\/([a-z0-9-]+\/)*$/, 'must be an internal path like /services/');

export const photoSchema = z.object({
  photoId: photoIdSchema,
  alt: text.min(15, 'describe what the photo shows in at least 15 characters'),
});

export const WHY_ICONS = ['clock', 'globe', 'badge'] as const;
export const SERVICE_ICONS = ['plane', 'users', 'briefcase', 'heart-pulse', 'helicopter', 'sparkles'] as const;

const sectionIntro = { eyebrow: text, heading: text, intro: text };

export const homeSchema = z.object({
  hero: z.object({
    photo: photoSchema,
    formTitle: text,
    tripNotes: z.object({ 'one-way': text, 'round-trip': text, 'multi-city': text }),
  }),
  why: z.object({
    ...sectionIntro,
    items: z
      .array(z.object({ icon: z.enum(WHY_ICONS), title: text, body: text }))
      .length(3, 'the Why choose us grid has exactly 3 items'),
  }),
  fleet: z.object({
    ...sectionIntro,
    slides: z
      .array(
        z.object({
          name: text,
          seats: z
            .string()
            .regex(
              /^(\d+|\{[a-zA-Z]+\})(-(\d+|\{[a-zA-Z]+\})|\+)?$/,
              'write seats as a range like 4-8 or an open range like 16+ (a category by placeholder: {lightSeatRange})',
            ),
          description: text,
          idealFor: text,
          photo: photoSchema,
        }),
      )
      .length(4, 'the fleet carousel has exactly 4 slides'),
  }),
  services: z.object({
    ...sectionIntro,
    cards: z
      .array(z.object({ icon: z.enum(SERVICE_ICONS), title: text, body: text, href: internalHref }))
      .length(4, 'the home page shows exactly 4 service cards'),
  }),
  faq: z.object({
    ...sectionIntro,
    items: z.array(z.object({ question: text, answer: text })).length(4, 'the FAQ has exactly 4 questions'),
  }),
  cta: z.object({ eyebrow: text, heading: text, body: text, bookLabel: text, callLabel: text }),
});

export type HomeContent = z.input<typeof homeSchema>;
export type HomeData = z.output<typeof homeSchema>;
export type FleetSlide = HomeData['fleet']['slides'][number];
export type WhyIcon = (typeof WHY_ICONS)[number];
export type ServiceIcon = (typeof SERVICE_ICONS)[number];
