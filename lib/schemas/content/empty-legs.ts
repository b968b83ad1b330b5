import { airports } from '@/content/airports';
import { OFFER_OUTCOMES, OFFER_STATUSES } from '@/lib/empty-legs/offer-options';
import { z } from '@/lib/schemas/zod';
import { JET_TYPES } from './jet-types';

const KNOWN_AIRPORTS = new Set(airports.map((airport) => airport.iata));

const text = z.string().trim().min(1, 'must not be empty');
const routeNotice = text.refine((value) => value.includes('{route}'), { message: 'must contain {route}' });
const iata = z
  .string()
  .refine((code) => KNOWN_AIRPORTS.has(code), 'must be the IATA code of an airport listed in content/airports.ts');
const isoDate = z.iso.date({ message: 'must be a date written YYYY-MM-DD' });

const offerSchema = z
  .object({
    reference: z.string().regex(/^VJ-EL-\d{3,}$/, 'must look like VJ-EL-101'),
    from: iata,
    to: iata,
    date: isoDate,
    lastDate: isoDate.optional(),
    aircraft: text,
    category: z.enum(JET_TYPES),
    seats: z.number().int().min(1, 'an offer has at least one seat'),
    price: z.number().int().positive(),
    status: z.enum(OFFER_STATUSES),
    ifOriginalChanges: z.object({ outcome: z.enum(OFFER_OUTCOMES), note: text }),
  })
  .refine((offer) => offer.from !== offer.to, { message: 'must differ from the departure airport', path: ['to'] })
  .refine((offer) => !offer.lastDate || offer.lastDate > offer.date, {
    message: 'must be after the first date (leave it out for a single date)',
    path: ['lastDate'],
  });

export const emptyLegsSchema = z
  .object({
    board: z.object({
      heading: text,
      filtersLabel: text,
      statusLabels: z.object({ confirmed: text, indicative: text }),
      statusNotes: z.object({ confirmed: text, indicative: text }),
      outcomeLabels: z.object({ refund: text, reroute: text }),
      none: z.object({ heading: text, body: text, watchLink: text, bookLink: text }),
      noMatch: text,
      requestGreeting: text,
    }),
    watchlist: z.object({
      heading: text,
      intro: text,
      mark: text,
      watchButton: text,
      watchingButton: text,
      watched: routeNotice,
      unwatched: routeNotice,
      empty: text,
      formHeading: text,
      alertsGreeting: text,
      privacy: text,
    }),
    home: z.object({ eyebrow: text, heading: text, intro: text, allLink: text }),
    offers: z.array(offerSchema).min(1, 'list at least one offer'),
  })
  .superRefine((content, ctx) => {
    const seen = new Set<string>();
    content.offers.forEach((offer, index) => {
      if (seen.has(offer.reference))
        ctx.addIssue({ code: 'custom', message: 'is used by another offer', path: ['offers', index, 'reference'] });
      seen.add(offer.reference);
    });
  });

export type EmptyLegsContent = z.input<typeof emptyLegsSchema>;
export type EmptyLegsData = z.output<typeof emptyLegsSchema>;
export type EmptyLegOffer = EmptyLegsData['offers'][number];
