import { z } from '@/lib/schemas/zod';

export const JET_TYPES = ['light', 'midsize', 'heavy', 'helicopter'] as const;
export type JetType = (typeof JET_TYPES)[number];

const jetRateSchema = z
  .object({
    label: z.string().trim().min(1),
    minPassengers: z.number().int().min(1),
    maxPassengers: z.number().int().min(1),
    /** Indicative price for a typical trip, in rupees (SPEC.md section 9). */
    indicativePrice: z.number().int().positive(),
  })
  .refine((rate) => rate.maxPassengers >= rate.minPassengers, {
    message: 'maxPassengers must be at least minPassengers',
    path: ['maxPassengers'],
  });

export const pricingSchema = z.object({
  currency: z.literal('INR'),
  rateCardDate: z.iso.date(),
  jetTypes: z.record(z.enum(JET_TYPES), jetRateSchema),
});

export type PricingContent = z.input<typeof pricingSchema>;
