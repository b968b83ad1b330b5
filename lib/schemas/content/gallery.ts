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
  src: siteFile('mp4|webm').meta({ title: 'Film file', description: 'In public/videos/, like /videos/boarding.mp4' }),
  captions: z
    .object({
      src: siteFile('vtt').meta({ title: 'Captions file', description: 'WebVTT, like /videos/boarding.vtt' }),
      language: z
        .string()
        .regex(/^[a-z]{2}$/)
        .meta({ title: 'Language', description: 'Two letters, like en' }),
      label: text.meta({ title: 'Label', description: 'As the player lists it, like English' }),
    })
    .optional()
    .meta({ title: 'Captions' }),
});

export const galleryItemSchema = z
  .object({
    id: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'must be a lowercase slug like cabin-lounge')
      .meta({ title: 'ID', description: 'Lowercase with dashes, each item its own' }),
    type: z
      .enum(['image', 'video'], { message: 'must be "image" or "video"' })
      .meta({ title: 'Photo or video', description: 'A video needs its film file below' }),
    title: text.max(60, 'keep titles within 60 characters').meta({ title: 'Title' }),
    category: z
      .enum(GALLERY_CATEGORIES, { message: `must be one of ${GALLERY_CATEGORIES.join(', ')}` })
      .meta({ title: 'Category', description: 'The filter that shows it' }),
    description: text
      .max(240, 'keep descriptions within 240 characters')
      .meta({ title: 'Caption', description: 'Shown under the title when the item is opened' }),
    photo: photoSchema,
    video: videoSourceSchema
      .optional()
      .meta({ title: 'Video', description: 'Only for a video: the film to play (the photo is its poster)' }),
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
  storyTitle: text.meta({ title: 'Story heading' }),
  storyText: text.meta({
    title: 'Story text',
    description: 'Figures are placeholders: {founded}, {fleet}, {aircraft}',
  }),
  storyHref: z
    .string()
    .regex(/^\/([a-z0-9-]+\/)*(#[a-z0-9-]+)?$/, 'must be an internal path like /about/#our-story')
    .meta({ title: 'Where “Watch Our Story” leads', description: 'A path on this site, like /about/#our-story' }),
  items: z
    .array(galleryItemSchema)
    .length(9, 'the gallery shows exactly 9 items')
    .refine((items) => new Set(items.map((item) => item.id)).size === items.length, 'item ids must be unique')
    .meta({ title: 'Items', description: 'Exactly 9, in the order the grid shows them' }),
});

export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];
export type GalleryItem = z.output<typeof galleryItemSchema>;
export type GalleryContent = z.input<typeof gallerySchema>;
