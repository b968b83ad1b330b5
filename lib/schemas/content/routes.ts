import { z } from '@/lib/schemas/zod';

const text = z.string().trim().min(1, 'must not be empty');
const iata = z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter IATA code');
const naming = (...names: string[]) =>
  text.refine(
    (line) => names.every((name) => line.includes(`{${name}}`)),
    `must say ${names.map((n) => `{${n}}`).join(' and ')}`,
  );

const placeSchema = z.object({
  name: text,
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a slug such as goa-mopa'),
});

export function routesSchema(knownIata: readonly string[]) {
  const known = iata.refine((code) => knownIata.includes(code), 'is not in content/airports.ts');
  return z
    .object({
      places: z.record(known, placeSchema),
      airportNotes: z.record(known, text),
      pairs: z.array(z.object({ from: known, to: known })).min(30, 'list at least 30 city pairs'),
      roundTripNights: z.number().int().min(0).max(14, 'a round trip of more than 14 nights is priced by hand'),
      page: z.object({
        title: naming('from', 'to'),
        description: naming('from', 'to', 'total'),
        eyebrow: text,
        heading: naming('from', 'to'),
        intro: text,
        factsHeading: text,
        distance: text,
        blockTime: naming('category'),
        estimateHeading: text,
        estimateIntro: text,
        oneWay: text,
        roundTrip: naming('nights'),
        ratePerHour: naming('rate'),
        range: text,
        noCategory: text,
        tooFar: naming('categories'),
        aircraftHeading: text,
        nonStop: text,
        withStop: text,
        noneNonStop: text,
        noneWithStop: text,
        reserveNote: naming('reserve'),
        emptyLegsHeading: text,
        emptyLegsIntro: text,
        emptyLegsNone: text,
        emptyLegsLink: text,
        faqHeading: naming('from', 'to'),
        planHeading: text,
        planIntro: text,
        planLink: text,
        guideLink: text,
        relatedHeading: text,
        indexLink: text,
      }),
      faq: z.object({
        cost: z.object({ question: naming('from', 'to'), answer: naming('total', 'rate') }),
        nonStop: z.object({
          question: naming('from', 'to'),
          yes: naming('aircraft', 'flies'),
          some: naming('aircraft', 'flies', 'stopping'),
          no: text,
          allJets: text,
        }),
        airports: z.object({ question: naming('from', 'to'), answer: text }),
        restrictions: z.object({ question: naming('from', 'to'), none: text }),
        notice: z.object({ question: naming('from', 'to'), domestic: text, international: text }),
      }),
      siteLinks: z.object({ fleet: text, home: text, homeGuide: text, book: text }),
      index: z.object({ byOrigin: naming('from'), routeLink: naming('from', 'to'), distance: naming('km') }),
    })
    .superRefine((content, ctx) => {
      const seen = new Set<string>();
      content.pairs.forEach((pair, index) => {
        const name = `${pair.from}-${pair.to}`;
        if (pair.from === pair.to)
          ctx.addIssue({ code: 'custom', message: `${name}: from and to are the same`, path: ['pairs', index] });
        for (const side of ['from', 'to'] as const)
          if (!content.places[pair[side]])
            ctx.addIssue({
              code: 'custom',
              message: `${name}: ${pair[side]} has no entry in places`,
              path: ['pairs', index, side],
            });
        // Both directions are published, so a pair listed either way twice would be two pages with one address.
        const key = [pair.from, pair.to].sort().join('-');
        if (seen.has(key)) ctx.addIssue({ code: 'custom', message: `${name} is listed twice`, path: ['pairs', index] });
        seen.add(key);
      });
      const slugs = Object.values(content.places).map((place) => place.slug);
      if (new Set(slugs).size !== slugs.length)
        ctx.addIssue({ code: 'custom', message: 'place slugs must be unique', path: ['places'] });
    });
}

export type RoutesContent = z.input<ReturnType<typeof routesSchema>>;
export type Routes = z.output<ReturnType<typeof routesSchema>>;
