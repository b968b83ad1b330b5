import { z } from '@/lib/schemas/zod';
import { JET_TYPES } from './jet-types';

// Only our own choices: seats, range and cruise speed are each aircraft's (content/fleet.ts), and a
// category's are worked out from its aircraft in content/pricing.ts.
export const capabilitySchema = z.object({
  /** The smallest party the category is offered for on /book. */
  minPassengers: z.number().int().min(1),
});

export const capabilitiesSchema = z.object({
  /** Share of the published range kept back for winds, routing and an alternate airport. */
  reservePercent: z.number().min(0, 'must be 0 or more').max(30, 'a reserve above 30% is not plausible'),
  jetTypes: z.record(z.enum(JET_TYPES), capabilitySchema),
});

export type CapabilitiesContent = z.input<typeof capabilitiesSchema>;
