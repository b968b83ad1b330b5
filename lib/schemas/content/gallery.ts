import { photoSchema } from '@/lib/schemas/content/photo';
import { z } from '@/lib/schemas/zod';

const text = z.string().trim().min(1, 'must not be empty');

export const GALLERY_CATEGORIES = ['Interiors', 'Exteriors', 'Flight Experience', 'Technology', 'Lounges'] as const;

// Served by the site itself, so the media policy ('self') lets it play.
const siteFile = (extensions: string) =>
  z
    .string()
    .regex(
      new RegExp(`^/videos/[a-z0-9-]+\\.(${extensions})$`),
      `must be a file in public/videos/ ending .${extensions.split('|').join(' or .')}, written like /videos/boarding.mp4`,
    );

export const videoSourceSchema = z.object({
  src: siteFile('mp4|webm'),
  captions: z.object({ src: siteFile('vtt'), language: z.string().regex(/^[a-z]{2}$/), label: text }).optional(),
});

export const galleryItemSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/, 'must be a lowercase slug like cabin-lounge'),
    type: z.enum(['image', 'video'], { message: 'must be "image" or "video"' }),
    title: text.max(60, 'keep titles within 60 characters'),
    category: z.enum(GALLERY_CATEGORIES, { message: `must be one of ${GALLERY_CATEGORIES.join(', ')}` }),
    description: text.max(240, 'keep descriptions within 240 characters'),
    photo: photoSchema,
    video: videoSourceSchema.optional(),
  })
  .superRefine((item, ctx) => {
    // A "video" without a film would be a play button that plays nothing.
    if (item.type === 'video' && !item.video)
      ctx.addIssue({
        code: 'custom',
        path: ['video'],
        message: 'a video needs a file to play: set video.src (e.g. /videos/boarding.mp4), or make it an image',
      });
    if (item.type === 'image' && item.video)
      ctx.addIssue({ code: 'custom', path: ['type'], message: 'has a video file: set type to "video"' });
  });

export const gallerySchema = z.object({
  storyTitle: text,
  storyText: text,
  storyHref: z.string().regex(/^\/([a-z0-9-]+\/)*(#[a-z0-9-]+)?$/, 'must be an internal path like /about/#our-story'),
  items: z
    .array(galleryItemSchema)
    .length(9, 'the gallery shows exactly 9 items')
    .refine((items) => new Set(items.map((item) => item.id)).size === items.length, 'item ids must be unique'),
});

export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];
export type GalleryItem = z.output<typeof galleryItemSchema>;
export type GalleryContent = z.input<typeof gallerySchema>;
