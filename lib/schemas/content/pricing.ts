import { z } from '@/lib/schemas/zod';
import { capabilitySchema } from './capabilities';
import { JET_TYPES } from './jet-types';

const rupees = z
  .number()
  .int('is a whole number of rupees')
  .nonnegative('is in rupees, 0 or more')
  .meta({ description: 'Rupees, averaged per landing' });

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

const categoryRatesSchema = z.object({
  indicativePrice: z
    .number()
    .int('the hourly rate is a whole number of rupees')
    .positive('the hourly rate is in rupees, above 0')
    .meta({ title: 'Hourly rate (₹)', description: 'The rate card on /book; the estimate charges it per flying hour' }),
  taxiClimbDescentMinutes: z
    .number()
    .int('minutes are a whole number')
    .nonnegative('minutes are 0 or more')
    .meta({ title: 'Taxi, climb and descent (minutes)', description: 'Added to every leg’s flying time' }),
  landingCharges: z.object({ domestic: rupees, international: rupees }),
  crewNightHaltPerNight: rupees.meta({
    title: 'Crew night halt, per night (₹)',
    description: 'For every night the aircraft waits away from base',
  }),
});

const jetRateSchema = z
  .object({
    ...capabilitySchema.shape,
    ...performanceSchema,
    aircraft: z.array(aircraftPerformanceSchema).min(1),
    label: z.string().trim().min(1),
    ...categoryRatesSchema.shape,
  })
  .refine((rate) => rate.seats >= rate.minPassengers, {
    message: 'seats must be at least minPassengers',
    path: ['seats'],
  });

const estimateFiguresSchema = z.object({
  minimumBillableHoursPerDay: z
    .number()
    .nonnegative('hours are 0 or more')
    .meta({ title: 'Fewest hours billed per flying day' }),
  maxBlockHoursPerDay: z.number().positive('hours are above 0').meta({ title: 'Most flying hours in a day' }),
  gstRate: z
    .number()
    .min(0, 'GST is a fraction between 0 and 1, e.g. 0.18')
    .max(1, 'GST is a fraction between 0 and 1, e.g. 0.18')
    .meta({ title: 'GST rate', description: 'A fraction: 0.18 is 18%' }),
  rangeSpread: z
    .object({
      low: z.number().min(-1, 'a fraction between -1 and 0').max(0, 'a fraction between -1 and 0'),
      high: z.number().min(0, 'a fraction of 0 or more'),
    })
    .meta({ title: 'Estimate range', description: 'Below and above the estimate: -0.08 and 0.12 show −8% to +12%' }),
  roundTo: z.number().int('rupees are a whole number').positive('rupees are above 0').meta({ title: 'Round to (₹)' }),
});

export const rateCardSchema = z.object({
  rateCardDate: z.iso
    .date('must be a real date written like 2026-11-01')
    .meta({ title: 'Rate card date', description: 'When these rates took effect' }),
  jetTypes: z.record(z.enum(JET_TYPES), categoryRatesSchema).meta({ title: 'Categories' }),
  estimate: estimateFiguresSchema,
});

const estimateSchema = estimateFiguresSchema
  .extend({
    baseAirport: z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter IATA code'),
    assumptions: z.array(z.string().trim().min(1)).min(1),
    exclusions: z.array(z.string().trim().min(1)).min(1),
    itineraryAssumptions: z.array(z.string().trim().min(1)).min(1),
  })
  .strict()
  .superRefine((estimate, ctx) => {
    for (const list of ['assumptions', 'itineraryAssumptions'] as const)
      estimate[list].forEach((text, index) => {
        const hours = /at least (\d+(?:\.\d+)?) flying hours/i.exec(text)?.[1];
        if (hours !== undefined && Number(hours) !== estimate.minimumBillableHoursPerDay)
          ctx.addIssue({
            code: 'custom',
            path: [list, index],
            message: `says ${hours} flying hours, but content/data/pricing.json bills at least ${estimate.minimumBillableHoursPerDay}`,
          });
      });
  });

export const pricingSchema = z.object({
  currency: z.literal('INR'),
  reservePercent: z.number().min(0).max(30),
  rateCardDate: z.iso.date(),
  jetTypes: z.record(z.enum(JET_TYPES), jetRateSchema),
  estimate: estimateSchema,
});

export type AircraftPerformance = z.output<typeof aircraftPerformanceSchema>;
export type JetRate = z.output<typeof jetRateSchema>;
export type RateCard = z.input<typeof rateCardSchema>;
export type PricingContent = z.input<typeof pricingSchema>;
export type Pricing = z.output<typeof pricingSchema>;
