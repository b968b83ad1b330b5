import { JET_TYPES, type JetType } from '@/lib/schemas/content/jet-types';
import { photoSchema } from '@/lib/schemas/content/photo';
import { z } from '@/lib/schemas/zod';

const text = z.string().trim().min(1, 'must not be empty');
const iata = z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter IATA code');
const withName = (line: string) => line.includes('{name}');

export function aircraftPagesSchema(knownIata: readonly string[]) {
  const known = iata.refine((code) => knownIata.includes(code), 'is not in content/airports.ts');
  const route = z
    .object({ from: known, to: known })
    .refine((leg) => leg.from !== leg.to, { message: 'a sample route needs two different airports', path: ['to'] });
  const perType = z.object({
    sampleRoutes: z.array(route).min(2, 'price at least 2 sample routes').max(3, 'price at most 3 sample routes'),
    cabinPhoto: photoSchema.optional(),
  });
  return z.object({
    description: text
      .refine(withName, 'must name the aircraft with {name}')
      .refine((line) => line.length <= 140, 'keep within 140 characters (the name is added)'),
    backLabel: text,
    photosHeading: text,
    cabinCaption: text,
    specsHeading: text,
    featuresHeading: text,
    provenanceHeading: text,
    nonStopHeading: text,
    nonStopIntro: text.refine(withName, 'must name the aircraft with {name}'),
    pricesHeading: text,
    pricesIntro: text,
    pricesNote: text,
    pricesColumns: z.object({ route: text, flightTime: text, price: text }),
    bookHeading: text.refine(withName, 'must name the aircraft with {name}'),
    bookText: text,
    bookLabel: text,
    planner: z.object({ label: text, remove: text }),
    jetTypes: z.object(Object.fromEntries(JET_TYPES.map((type) => [type, perType])) as Record<JetType, typeof perType>),
  });
}

export type AircraftPagesContent = z.input<ReturnType<typeof aircraftPagesSchema>>;
