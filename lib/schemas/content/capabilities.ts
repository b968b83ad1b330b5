import { z } from '@/lib/schemas/zod';
import { JET_TYPES } from './jet-types';

export const capabilitySchema = z.object({
  minPassengers: z.number().int().min(1),
});

export const capabilitiesSchema = z.object({
  reservePercent: z.number().min(0, 'must be 0 or more').max(30, 'a reserve above 30% is not plausible'),
  jetTypes: z.record(z.enum(JET_TYPES), capabilitySchema),
});

export type CapabilitiesContent = z.input<typeof capabilitiesSchema>;
