import { z } from '@/lib/schemas/zod';

const text = z.string().trim().min(1, 'must not be empty');

export const pageSchema = z.object({
  path: z.string().regex(/^\/([a-z0-9-]+\/)*$/, 'must be an internal path like /about/'),
  title: text.max(60, 'keep titles within 60 characters'),
  description: text
    .min(50, 'descriptions need at least 50 characters')
    .max(160, 'keep descriptions within 160 characters'),
  heading: text,
  eyebrow: text,
  intro: text,
  indexable: z.boolean(),
});

export const pagesSchema = z.record(
  z.enum([
    'home',
    'about',
    'services',
    'book',
    'fleet',
    'gallery',
    'blog',
    'contact',
    'login',
    'signup',
    'forgotPassword',
    'dashboard',
    'safety',
    'emptyLegs',
    'airAmbulance',
    'privacy',
    'terms',
    'accessibility',
    'routes',
    'priceGuide',
  ]),
  pageSchema,
);

export type PageContent = z.input<typeof pageSchema>;
export type PagesContent = z.input<typeof pagesSchema>;
