import { z } from '@/lib/schemas/zod';

export const STAT_KEYS = [
  'flights',
  'aircraft',
  'countries',
  'satisfaction',
  'availability',
  'support',
  'safety',
  'founded',
] as const;

export const statKeySchema = z.enum(STAT_KEYS);
export type StatKey = z.infer<typeof statKeySchema>;

const statSchema = z.object({
  value: z
    .string()
    .trim()
    .regex(/^(\d[\d,.]*[+%]?|24\/7)$/, 'must be a figure such as 500+, 98%, 99.8% or 24/7')
    .meta({ title: 'Figure', description: 'Such as 500+, 98%, 99.8% or 24/7' }),
  label: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(40, 'keep a stat label within 40 characters')
    .meta({ title: 'Label', description: 'Under the figure in a stats band' }),
  noun: z.string().trim().meta({
    title: 'In a sentence',
    description: 'What follows the figure in copy ("500+ flights"); empty for a year',
  }),
  confirm: z
    .enum(['company', 'confirmed'], { error: "must be 'company' (to confirm) or 'confirmed'" })
    .meta({ title: 'Confirmed?', description: "'company' until the company has confirmed it" }),
});

export const statsSchema = z.object({
  figures: z.record(statKeySchema, statSchema),
  notice: z
    .string()
    .trim()
    .regex(
      /^(?:one hour|(?:two|three|four|five|six|eight|twelve) hours)$/,
      'must be a number of hours in words, such as three hours',
    )
    .meta({
      title: 'Notice for a domestic flight',
      description: 'As copy writes it ("three hours"): every page that says how soon a jet is ready says this',
    }),
});

export const statBandSchema = z
  .array(statKeySchema)
  .length(4, 'a stats band shows exactly 4 figures')
  .refine((keys) => new Set(keys).size === keys.length, 'a stats band must not repeat a figure');

export type Stat = z.output<typeof statSchema>;
export type StatsContent = z.input<typeof statsSchema>;
