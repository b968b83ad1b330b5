import { z } from '@/lib/schemas/zod';

const label = z.string().trim().min(1, 'must not be empty');

const statSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('count'), label, value: z.number().int().nonnegative(), unit: label.optional() }),
  z.object({ kind: z.literal('money'), label, amount: z.number().int().positive() }),
  z.object({ kind: z.literal('percent'), label, value: z.number().min(0).max(100) }),
  z.object({ kind: z.literal('text'), label, value: label }),
]);

const dashboardSchema = z.object({
  stats: z.array(statSchema).length(4, 'each dashboard shows exactly four figures'),
  actions: z.array(label).min(1),
});

const customerSchema = z.object({
  figures: z.object({ upcoming: label, past: label, spent: label, tier: label }),
  actions: z.object({ book: label, manage: label, track: label, settings: label, refer: label }),
});

export const dashboardsSchema = z.object({
  Customer: customerSchema,
  'Jet Owner': dashboardSchema,
  Operator: dashboardSchema,
});

export type DashboardsContent = z.input<typeof dashboardsSchema>;
export type DashboardStat = z.output<typeof statSchema>;
export type CustomerDashboard = z.output<typeof customerSchema>;
