import { z } from 'zod';

const text = z.string().trim().min(1, 'must not be empty');

/** A photo from shared/data/unsplash-photos.tsv with alt text that describes it. */
export const photoSchema = z.object({
  photoId: z
    .string()
    .regex(/^photo-\d{9,13}-[0-9a-f]{12}$/, 'must be an Unsplash photo ID such as photo-1540962351504-03099e0a754b'),
  alt: text.min(15, 'describe the photo in at least 15 characters'),
});

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
