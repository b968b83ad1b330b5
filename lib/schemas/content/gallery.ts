import { photoSchema } from '@/lib/schemas/content/photo';
import { z } from '@/lib/schemas/zod';

const text = z.string().trim().min(1, 'must not be empty');

export const GALLERY_CATEGORIES = ['Interiors', 'Exteriors', 'Flight Experience', 'Technology', 'Lounges'] as const;

export const galleryItemSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/, 'must be a lowercase slug like cabin-lounge'),
  type: z.enum(['image', 'video'], { message: 'must be "image" or "video"' }),
  title: text.max(60, 'keep titles within 60 characters'),
  category: z.enum(GALLERY_CATEGORIES, { message: `must be one of ${GALLERY_CATEGORIES.join(', ')}` }),
  description: text.max(240, 'keep descriptions within 240 characters'),
  photo: photoSchema,
});

export const gallerySchema = z.object({
  storyTitle: text,
  storyText: text,
  items: z
    .array(galleryItemSchema)
    .length(9, 'the gallery shows exactly 9 items')
    .refine((items) => new Set(items.map((item) => item.id)).size === items.length, 'item ids must be unique'),
});

export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];
export type GalleryItem = z.output<typeof galleryItemSchema>;
export type GalleryContent = z.input<typeof gallerySchema>;
