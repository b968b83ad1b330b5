import { z } from '@/lib/schemas/zod';

const text = z.string().trim().min(1, 'must not be empty');

export const BLOG_CATEGORIES = [
  'Industry News',
  'Travel Guides',
  'Luxury Travel',
  'Safety',
  'Sustainability',
  'Luxury Experience',
] as const;

export const blogSchema = z.object({
  newsletterTitle: text,
  newsletterText: text,
  emptyTitle: text,
  emptyText: text,
  journal: z.object({
    name: text,
    description: text,
    feedTitle: text,
    moreTitle: text,
    backLabel: text,
  }),
  archive: z.object({
    linkLabel: text,
    title: text,
    description: text,
    heading: text,
    intro: text,
    none: text,
  }),
});

export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
export type BlogContent = z.input<typeof blogSchema>;
