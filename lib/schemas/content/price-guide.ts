import { JET_TYPES } from '@/lib/schemas/content/jet-types';
import { z } from '@/lib/schemas/zod';

const text = z.string().trim().min(1, 'must not be empty');
const iata = z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter IATA code');

export function priceGuideSchema(knownIata: readonly string[]) {
  const known = iata.refine((code) => knownIata.includes(code), 'is not in content/airports.ts');
  const pair = z.object({ from: known, to: known });
  return z.object({
    bands: z.object({
      heading: text,
      intro: text,
      category: text,
      seats: text,
      rate: text,
      band: text,
      range: text,
      runway: text,
    }),
    included: z.object({ heading: text }),
    extras: z.object({ heading: text, notIncluded: text }),
    samples: z.object({
      heading: text,
      intro: text,
      route: text,
      distance: text,
      outOfRange: text,
      routes: z.array(pair).min(3, 'list at least 3 sample routes').max(12, 'list at most 12 sample routes'),
    }),
    faq: z.object({
      heading: text,
      items: z
        .array(z.object({ question: text, answer: text }))
        .min(4, 'answer at least 4 questions')
        .max(10),
    }),
    homeSample: pair.extend({ jetType: z.enum(JET_TYPES) }),
    routesLink: text,
    bookLink: text,
  });
}

export type PriceGuideContent = z.input<ReturnType<typeof priceGuideSchema>>;
