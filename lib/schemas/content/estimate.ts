import { z } from '@/lib/schemas/zod';

const text = z.string().trim().min(1, 'must not be empty');
const template = (...names: string[]) =>
  text.refine((value) => names.every((name) => value.includes(`{${name}}`)), {
    message: `must contain ${names.map((name) => `{${name}}`).join(' and ')}`,
  });

const statusSchema = z.object({
  incomplete: text,
  priceByHand: text,
});

export const estimateCopySchema = z.object({
  eyebrow: text,
  heading: text,
  unknownPlaces: z.object({ one: template('places'), many: template('places') }),
  oneWay: statusSchema.extend({
    sameAirport: template('airport'),
    distance: text,
    flightTime: text,
  }),
  itinerary: statusSchema.extend({
    sameAirport: template('leg', 'airport'),
    flyingTime: text,
    flyingDays: text,
    datesPending: text,
    longStay: template('leg', 'nights'),
  }),
  beyondRange: z.object({
    refused: template('label', 'usable', 'from', 'to', 'distance'),
    suggestion: template('label'),
    aircraftSuggestion: template('aircraft', 'label'),
    byHand: text,
  }),
  range: text,
  breakdownCaption: template('rate'),
  item: text,
  amount: text,
  subtotal: text,
  gst: template('rate'),
  total: text,
  assumptions: text,
  exclusions: text,
  rateCardNote: template('date'),
});

export type EstimateCopy = z.input<typeof estimateCopySchema>;
