import { z } from '@/lib/schemas/zod';
import { JET_TYPES } from './jet-types';

export const capabilitySchema = z
  .object({
    /** The smallest party the category is offered for on /book. */
    minPassengers: z.number().int().min(1),
    /** The most passengers: the seats of the largest aircraft in the category. */
    seats: z.number().int().min(1).max(19, 'a business aircraft seats at most 19'),
    /** The shortest published range in the category, in nautical miles, so any of its aircraft can fly a quote. */
    rangeNm: z.number().int().positive(),
    /** The most fuel stops on one leg before the estimate refuses it. */
    maxFuelStops: z.number().int().min(0).max(3),
  })
  .refine((category) => category.seats >= category.minPassengers, {
    message: 'seats must be at least minPassengers',
    path: ['seats'],
  });

export const capabilitiesSchema = z.object({
  /** Share of the published range kept back for winds, routing and an alternate airport. */
  reservePercent: z.number().min(0, 'must be 0 or more').max(30, 'a reserve above 30% is not plausible'),
  jetTypes: z.record(z.enum(JET_TYPES), capabilitySchema),
});

export type Capability = z.output<typeof capabilitySchema>;
export type CapabilitiesContent = z.input<typeof capabilitiesSchema>;
export type Capabilities = z.output<typeof capabilitiesSchema>;
