import { z } from '@/lib/schemas/zod';

const label = z.string().trim().min(1, 'must not be empty');

const dashboardSchema = z.object({
  figures: z.object({ listings: label, requests: label }),
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
export type CustomerDashboard = z.output<typeof customerSchema>;
