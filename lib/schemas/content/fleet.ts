import { JET_TYPES } from '@/lib/schemas/content/jet-types';
import { photoSchema } from '@/lib/schemas/content/photo';
import { z } from '@/lib/schemas/zod';
import { statBandSchema } from './stats';

export const MIN_RANGE_NM = 370;
export const MAX_RANGE_NM = 7700;

const text = z.string().trim().min(1, 'must not be empty');
const rangeMessage = `must be between ${MIN_RANGE_NM} and 7,700 nm (the fleet's published ranges)`;

export const aircraftSchema = z.object({
  name: text,
  seats: z.number().int().min(1, 'seats must be at least 1').max(19, 'a business aircraft seats at most 19'),
  rangeNm: z
    .number()
    .int('range is a whole number of nautical miles')
    .min(MIN_RANGE_NM, rangeMessage)
    .max(MAX_RANGE_NM, rangeMessage),
  features: z
    .array(text)
    .length(4, 'each aircraft lists exactly 4 features')
    .refine((features) => new Set(features).size === features.length, 'features must be distinct'),
  imageDescription: text,
  photo: photoSchema,
  cruiseKn: z
    .number()
    .int()
    .min(80, 'cruise speed is in knots, at least 80')
    .max(560, 'cruise speed is in knots, at most 560'),
  cabinHeightM: z
    .number()
    .min(1, 'cabin height is in metres, at least 1')
    .max(2.5, 'cabin height is in metres, at most 2.5'),
  baggageCuFt: z.number().int().min(1, 'baggage is in cubic feet, at least 1').max(500, 'baggage is in cubic feet'),
});

export const fleetCategorySchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/, 'must be a slug such as light-jets'),
  name: text,
  jetType: z.enum(JET_TYPES, { message: `must be one of ${JET_TYPES.join(', ')}` }),
  summary: text,
  aircraft: z.array(aircraftSchema).length(2, 'each category shows exactly 2 aircraft'),
});

export const fleetSchema = z.object({
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
  statsBand: z.object({ heading: text, stats: statBandSchema }),
});

export type Aircraft = z.output<typeof aircraftSchema>;
export type FleetCategory = z.output<typeof fleetCategorySchema>;
export type FleetContent = z.input<typeof fleetSchema>;
