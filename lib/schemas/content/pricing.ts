import { z } from '@/lib/schemas/zod';
import { capabilitySchema } from './capabilities';
import { JET_TYPES } from './jet-types';

const rupees = z.number().int().nonnegative();

// Seats, range and fuel stops come from content/capabilities.ts, spread into each category.
const jetRateSchema = z
  .object({
    ...capabilitySchema.shape,
    label: z.string().trim().min(1),
    /** The booking page's published rate card, in rupees. The estimator reads it as the hourly rate. */
    indicativePrice: z.number().int().positive(),
    /** Typical cruise speed in knots. */
    cruiseSpeedKn: z.number().positive(),
    /** Added to every leg (and every fuel stop) for taxi, climb and descent. */
    taxiClimbDescentMinutes: z.number().int().nonnegative(),
    /** Airport, parking and handling charges per landing. */
    landingCharges: z.object({ domestic: rupees, international: rupees }),
    /** A crew night halt away from base (hotel, allowances, parking), per night, in rupees. */
    crewNightHaltPerNight: rupees,
  })
  .refine((rate) => rate.seats >= rate.minPassengers, {
    message: 'seats must be at least minPassengers',
    path: ['seats'],
  });

const estimateSchema = z
  .object({
    /** IATA code of the base every trip is positioned from and back to. */
    baseAirport: z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter IATA code'),
    minimumBillableHoursPerDay: z.number().nonnegative(),
    /** Longest flying day for one crew; longer trips count as more flying days. */
    maxBlockHoursPerDay: z.number().positive(),
    gstRate: z.number().min(0).max(1),
    /** The estimate is shown as total × (1 + low) to total × (1 + high). */
    rangeSpread: z.object({ low: z.number().min(-1).max(0), high: z.number().min(0) }),
    /** The range is rounded outwards to this many rupees. */
    roundTo: z.number().int().positive(),
    assumptions: z.array(z.string().trim().min(1)).min(1),
    exclusions: z.array(z.string().trim().min(1)).min(1),
    /** What a round trip or multi-city estimate assumes and leaves out. */
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
