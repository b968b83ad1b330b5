import { z } from '@/lib/schemas/zod';
import { capabilitySchema } from './capabilities';
import { JET_TYPES } from './jet-types';

const rupees = z.number().int().nonnegative();

const performanceSchema = {
  seats: z.number().int().min(1).max(19, 'a business aircraft seats at most 19'),
  rangeNm: z.number().int().positive(),
  cruiseSpeedKn: z.number().positive(),
};

// One aircraft's own figures, copied from content/fleet.ts so a leg can be timed for it.
const aircraftPerformanceSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().trim().min(1),
  ...performanceSchema,
});

// Seats, range and cruise speed are worked out from the category's aircraft in content/fleet.ts
// (lib/estimate/performance.ts); the passenger minimum comes from content/capabilities.ts.
const jetRateSchema = z
  .object({
    ...capabilitySchema.shape,
    ...performanceSchema,
    aircraft: z.array(aircraftPerformanceSchema).min(1),
    label: z.string().trim().min(1),
    // The published rate card, which the estimator charges per flying hour.
    indicativePrice: z.number().int().positive(),
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
  })
  .strict();

export const pricingSchema = z.object({
  currency: z.literal('INR'),
  /** content/capabilities.ts's reserve, carried so the estimator takes every figure as an argument. */
  reservePercent: z.number().min(0).max(30),
  rateCardDate: z.iso.date(),
  jetTypes: z.record(z.enum(JET_TYPES), jetRateSchema),
  estimate: estimateSchema,
});

export type AircraftPerformance = z.output<typeof aircraftPerformanceSchema>;
export type JetRate = z.output<typeof jetRateSchema>;
export type PricingContent = z.input<typeof pricingSchema>;
export type Pricing = z.output<typeof pricingSchema>;
