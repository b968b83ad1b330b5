import { z } from '@/lib/schemas/zod';

const text = z.string().trim().min(1, 'must not be empty');

export const pageSchema = z.object({
  title: text
    .max(60, 'keep titles within 60 characters')
    .meta({ title: 'Title', description: "The browser tab and search result; the site's name is added after it" }),
  description: text
    .min(50, 'descriptions need at least 50 characters')
    .max(160, 'keep descriptions within 160 characters')
    .meta({ title: 'Search description', description: 'What a search result shows under the title' }),
  heading: text.meta({ title: 'Heading' }),
  eyebrow: text.meta({ title: 'Eyebrow', description: 'The short line above the heading' }),
  intro: text.meta({ title: 'Opening words', description: 'Under the heading' }),
  indexable: z.boolean().meta({ title: 'Listed in search engines' }),
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

export type PagesContent = z.input<typeof pagesSchema>;
