import { photoSchema } from '@/lib/schemas/content/photo';
import { z } from '@/lib/schemas/zod';

const text = z.string().trim().min(1, 'must not be empty');
const internalHref = z.string().regex(/^\/([a-z0-9-]+\/)*$/, 'must be an internal path like /book/');
const linkSchema = z.object({ label: text, href: internalHref });

export const SERVICE_ICONS = ['plane-takeoff', 'users', 'briefcase', 'heart-pulse', 'gem'] as const;

export const serviceSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/, 'must be a slug such as group-charter'),
  title: text,
  tagline: text,
  description: text.max(320, 'keep a description within 320 characters'),
  features: z
    .array(text)
    .length(4, 'each service lists exactly 4 features')
    .refine((features) => new Set(features).size === features.length, 'features must be distinct'),
  icon: z.enum(SERVICE_ICONS),
  photo: photoSchema,
  action: linkSchema.optional(),
});

export const servicesSchema = z.object({
  services: z
    .array(serviceSchema)
    .length(5, 'there are exactly 5 services')
    .refine((services) => new Set(services.map((s) => s.id)).size === services.length, 'service ids must be unique'),
  closing: z.object({ eyebrow: text, heading: text, text, primary: linkSchema, secondary: linkSchema }),
});

export type Service = z.output<typeof serviceSchema>;
export type ServicesContent = z.input<typeof servicesSchema>;
