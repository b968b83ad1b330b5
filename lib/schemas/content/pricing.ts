import { z } from '@/lib/schemas/zod';
import { capabilitySchema } from './capabilities';
import { JET_TYPES } from './jet-types';

const rupees = z.number().int().nonnegative();

// Seats, range and fuel stops come from content/capabilities.ts, spread into each category.
const jetRateSchema = z
  .object({
    ...capabilitySchema.shape,
    label: z.string().trim().min(1),
    // The published rate card, which the estimator charges per flying hour.
    indicativePrice: z.number().int().positive(),
    cruiseSpeedKn: z.number().positive(),
    taxiClimbDescentMinutes: z.number().int().nonnegative(),
    landingCharges: z.object({ domestic: rupees, international: rupees }),
    crewNightHaltPerNight: rupees,
  })
  .refine((rate) => rate.seats >= rate.minPassengers, {
    message: 'seats must be at least minPassengers',
    path: ['seats'],
  });

const estimateSchema = z
  .object({
    baseAirport: z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter IATA code'),
    minimumBillableHoursPerDay: z.number().nonnegative(),
    maxBlockHoursPerDay: z.number().positive(),
    gstRate: z.number().min(0).max(1),
    rangeSpread: z.object({ low: z.number().min(-1).max(0), high: z.number().min(0) }),
    roundTo: z.number().int().positive(),
    assumptions: z.array(z.string().trim().min(1)).min(1),
    exclusions: z.array(z.string().trim().min(1)).min(1),
    itineraryAssumptions: z.array(z.string().trim().min(1)).min(1),
    itineraryExclusions: z.array(z.string().trim().min(1)).min(1),
  })
  .strict();

export const pricingSchema = z.object({
  currency: z.literal('INR'),
  rateCardDate: z.iso.date(),
  jetTypes: z.record(z.enum(JET_TYPES), jetRateSchema),
  estimate: estimateSchema,
});

export type PricingContent = z.input<typeof pricingSchema>;
export type Pricing = z.output<typeof pricingSchema>;
