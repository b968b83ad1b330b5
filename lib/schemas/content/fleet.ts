import { isJet, JET_TYPES } from '@/lib/schemas/content/jet-types';
import { photoSchema } from '@/lib/schemas/content/photo';
import { z } from '@/lib/schemas/zod';
import { statBandSchema } from './stats';

const MIN_RANGE_NM = 370;
const MAX_RANGE_NM = 7700;

const text = z.string().trim().min(1, 'must not be empty');
const rangeMessage = `must be between ${MIN_RANGE_NM} and 7,700 nm (the fleet's published ranges)`;

const MIN_RUNWAY_M = 500;
const MAX_RUNWAY_M = 3000;
const runwayMessage = `runway length is in metres, between ${MIN_RUNWAY_M} and 3,000`;

export const takeoffSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('runway'),
      lengthM: z
        .number()
        .int('runway length is a whole number of metres')
        .min(MIN_RUNWAY_M, runwayMessage)
        .max(MAX_RUNWAY_M, runwayMessage)
        .meta({ title: 'Runway length (metres)', description: 'Take-off field length at maximum weight' }),
    }),
    z.object({ kind: z.literal('helipad') }),
  ],
  { error: 'must be { kind: "runway", lengthM } or { kind: "helipad" }' },
);

const TYPED_RUNWAY =
  /runway[^.]*?\d[\d,.]*\s*(?:m|metres|meters|ft|feet)\b|\d[\d,.]*\s*(?:m|metres|meters|ft|feet)\b[^.]*?runway/i;

export const aircraftSchema = z.object({
  name: text.meta({ title: 'Name', description: 'Its page is /fleet/ and this name in lower case with dashes' }),
  seats: z
    .number()
    .int()
    .min(1, 'seats must be at least 1')
    .max(19, 'a business aircraft seats at most 19')
    .meta({ description: 'In a typical executive layout' }),
  rangeNm: z
    .number()
    .int('range is a whole number of nautical miles')
    .min(MIN_RANGE_NM, rangeMessage)
    .max(MAX_RANGE_NM, rangeMessage)
    .meta({ title: 'Range (nautical miles)', description: 'The manufacturer’s published range' }),
  features: z
    .array(text)
    .length(4, 'each aircraft lists exactly 4 features')
    .refine((features) => new Set(features).size === features.length, 'features must be distinct')
    .meta({ description: 'Exactly 4. Write a runway length as {runway} and a flight time as {time_BOM_PNQ}' }),
  imageDescription: text.meta({ title: 'Image description' }),
  photo: photoSchema,
  cruiseKn: z
    .number()
    .int()
    .min(80, 'cruise speed is in knots, at least 80')
    .max(560, 'cruise speed is in knots, at most 560')
    .meta({ title: 'Cruise speed (knots)' }),
  cabinHeightM: z
    .number()
    .min(1, 'cabin height is in metres, at least 1')
    .max(2.5, 'cabin height is in metres, at most 2.5')
    .meta({ title: 'Cabin height (metres)' }),
  baggageCuFt: z
    .number()
    .int()
    .min(1, 'baggage is in cubic feet, at least 1')
    .max(500, 'baggage is in cubic feet')
    .meta({ title: 'Baggage (cubic feet)' }),
  takeoff: takeoffSchema.meta({
    title: 'Takes off from',
    description: 'A jet: runway, with its take-off field length in metres. A helicopter: helipad',
  }),
});

export const fleetCategorySchema = z
  .object({
    id: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'must be a slug such as light-jets')
      .meta({ title: 'ID' }),
    name: text,
    jetType: z
      .enum(JET_TYPES, { message: `must be one of ${JET_TYPES.join(', ')}` })
      .meta({ title: 'Category', description: 'What /book calls it; each category has its own' }),
    summary: text.meta({
      description: 'A seat figure is a placeholder such as {lightSeats}, worked out from the aircraft',
    }),
    aircraft: z.array(aircraftSchema).length(2, 'each category shows exactly 2 aircraft'),
  })
  .superRefine((category, ctx) => {
    const helicopters = !isJet(category.jetType);
    category.aircraft.forEach((plane, index) => {
      const path = ['aircraft', index];
      if ((plane.takeoff.kind === 'helipad') !== helicopters)
        ctx.addIssue({
          code: 'custom',
          message: helicopters ? 'a helicopter lands on a helipad' : 'a jet needs a runway: give its length in metres',
          path: [...path, 'takeoff'],
        });
      plane.features.forEach((feature, line) => {
        if (TYPED_RUNWAY.test(feature))
          ctx.addIssue({
            code: 'custom',
            message: 'write the runway length as {runway}, filled from takeoff',
            path: [...path, 'features', line],
          });
        if (feature.includes('{runway}') && plane.takeoff.kind !== 'runway')
          ctx.addIssue({
            code: 'custom',
            message: '{runway} needs a runway length in takeoff',
            path: [...path, 'features', line],
          });
        if (/helipad/i.test(feature) && plane.takeoff.kind !== 'helipad')
          ctx.addIssue({
            code: 'custom',
            message: 'names a helipad, but takeoff needs a runway',
            path: [...path, 'features', line],
          });
      });
    });
    if (/helipad/i.test(category.summary) && !category.aircraft.every((plane) => plane.takeoff.kind === 'helipad'))
      ctx.addIssue({
        code: 'custom',
        message: 'names a helipad, but not every aircraft lands on one',
        path: ['summary'],
      });
  });

export const fleetFileSchema = z.object({
  categories: z
    .array(fleetCategorySchema)
    .length(4, 'there are exactly 4 fleet categories')
    .refine(
      (categories) => new Set(categories.map((c) => c.id)).size === categories.length,
      'category ids must be unique',
    )
    .refine(
      (categories) => new Set(categories.map((c) => c.jetType)).size === categories.length,
      'each category has its own jetType',
    )
    .refine((categories) => {
      const names = categories.flatMap((c) => c.aircraft.map((plane) => plane.name));
      return new Set(names).size === names.length;
    }, 'aircraft names must be unique (each has its own page)'),
});

export const fleetSchema = fleetFileSchema.extend({
  statsBand: z.object({ heading: text, stats: statBandSchema }),
});

export type Aircraft = z.output<typeof aircraftSchema>;
export type Takeoff = z.output<typeof takeoffSchema>;
export type FleetCategory = z.output<typeof fleetCategorySchema>;
export type FleetFile = z.input<typeof fleetFileSchema>;
export type FleetContent = z.input<typeof fleetSchema>;
