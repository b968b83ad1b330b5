import { z } from '@/lib/schemas/zod';
import { photoSchema } from './photo';

const text = z.string().trim().min(1, 'must not be empty');

export const BLOG_CATEGORIES = [
  'Industry News',
  'Travel Guides',
  'Luxury Travel',
  'Safety',
  'Sustainability',
  'Luxury Experience',
] as const;

export const articleSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/, 'must be a lowercase slug like monsoon-flying'),
  title: text.max(90, 'keep titles within 90 characters'),
  excerpt: text.max(260, 'keep excerpts within 260 characters'),
  author: text,
  date: z.iso.date({ message: 'must be an ISO date like 2026-03-14' }),
  readTime: z.number().int('must be whole minutes').min(1).max(60),
  category: z.enum(BLOG_CATEGORIES, { message: `must be one of ${BLOG_CATEGORIES.join(', ')}` }),
  photo: photoSchema,
});

export const blogSchema = z.object({
  newsletterTitle: text,
  newsletterText: text,
  emptyTitle: text,
  emptyText: text,
  articles: z
    .array(articleSchema)
    .length(6, 'the blog shows exactly 6 articles')
    .refine((items) => new Set(items.map((item) => item.id)).size === items.length, 'article ids must be unique'),
});

export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
export type Article = z.output<typeof articleSchema>;
export type BlogContent = z.input<typeof blogSchema>;
