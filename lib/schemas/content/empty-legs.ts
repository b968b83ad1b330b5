import { airports } from '@/content/airports';
import { fleet } from '@/content/fleet';
import { OFFER_OUTCOMES, OFFER_STATUSES } from '@/lib/empty-legs/offer-options';
import { z } from '@/lib/schemas/zod';

const AIRPORT_CODES = airports.map((airport) => airport.iata);
const CATEGORY_OF = new Map(
  fleet.categories.flatMap((category) => category.aircraft.map((plane) => [plane.name, category.jetType] as const)),
);

const text = z.string().trim().min(1, 'must not be empty');
const routeNotice = text.refine((value) => value.includes('{route}'), { message: 'must contain {route}' });
const iata = z.enum(AIRPORT_CODES, { message: 'must be the IATA code of an airport listed in content/airports.ts' });
const isoDate = z.iso.date({ message: 'must be a date written YYYY-MM-DD' });

export const PAST_DATE = 'must be today or later: an offer leaves the site by itself once its last date has passed';

export const offerFileSchema = z
  .object({
    reference: z
      .string()
      .regex(/^VJ-EL-\d{3,}$/, 'must look like VJ-EL-101')
      .meta({ title: 'Reference', description: 'VJ-EL and a number no other offer uses, e.g. VJ-EL-111' }),
    from: iata.meta({ title: 'From', description: 'The departure airport' }),
    to: iata.meta({ title: 'To', description: 'The arrival airport' }),
    date: isoDate.meta({
      title: 'Date',
      description: 'The flight date, or the first day of its window',
      notPast: PAST_DATE,
    }),
    lastDate: isoDate
      .meta({ title: 'Last date', description: 'Only for a window of days: its last day', notPast: PAST_DATE })
      .optional(),
    aircraft: z
      .enum([...CATEGORY_OF.keys()], {
        message: 'must be the name of an aircraft in the fleet (content/data/fleet.json)',
      })
      .meta({ title: 'Aircraft', description: 'Its category, and so the saving, follows from the aircraft' }),
    seats: z
      .number()
      .int('must be a whole number')
      .min(1, 'an offer has at least one seat')
      .meta({ title: 'Seats', description: 'Seats on sale, at most what the category seats' }),
    price: z
      .number()
      .int('must be a whole number of rupees')
      .min(1, 'must be a price in rupees above 0')
      .meta({ title: 'Price (₹)', description: 'The whole aircraft, in rupees; below the estimator’s one-way price' }),
    status: z.enum(OFFER_STATUSES).meta({ title: 'Status', description: 'Confirmed: the charter behind it is paid' }),
    ifOriginalChanges: z
      .object({
        outcome: z.enum(OFFER_OUTCOMES).meta({ title: 'Outcome' }),
        note: text.meta({ title: 'What the buyer gets' }),
      })
      .strict()
      .meta({ title: 'If the original flight changes' }),
  })
  .strict()
  .refine((offer) => offer.from !== offer.to, { message: 'must differ from the departure airport', path: ['to'] })
  .refine((offer) => !offer.lastDate || offer.lastDate > offer.date, {
    message: 'must be after the first date (leave it out for a single date)',
    path: ['lastDate'],
  })
  .transform((offer) => ({ ...offer, category: CATEGORY_OF.get(offer.aircraft)! }));

export const emptyLegsSchema = z.object({
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
});

export type EmptyLegsContent = z.input<typeof emptyLegsSchema>;
export type EmptyLegsWords = z.output<typeof emptyLegsSchema>;
export type EmptyLegOffer = z.output<typeof offerFileSchema>;
