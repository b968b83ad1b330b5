import { z } from '@/lib/schemas/zod';

const text = z.string().trim().min(1, 'must not be empty');
const place = z.object({ label: text, iata: z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter IATA code') });

export function compareSchema(knownIata: readonly string[]) {
  const known = (code: string) => knownIata.includes(code);
  const listed = place.refine((p) => known(p.iata), { message: 'is not in content/airports.ts', path: ['iata'] });
  return z.object({
    from: listed,
    destinations: z.array(listed).min(1, 'list at least one destination').max(6, 'list at most 6 destinations'),
    sampleTrip: listed,
    rateRow: text,
    tripRow: text.refine(
      (line) => line.includes('{from}') && line.includes('{to}'),
      'must name the trip with {from} and {to}',
    ),
    tripTooFar: text,
    priceNote: text,
    intro: text,
    oneChosen: text.refine((line) => line.includes('{names}'), 'must name the aircraft with {names}'),
    comparing: text.refine((line) => line.includes('{names}'), 'must name the aircraft with {names}'),
    reserveNote: text.refine((note) => note.includes('{reserve}'), 'must say the reserve with {reserve}'),
  });
}

export type CompareContent = z.input<ReturnType<typeof compareSchema>>;
export type Compare = z.output<ReturnType<typeof compareSchema>>;
