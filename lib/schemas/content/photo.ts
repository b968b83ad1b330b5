import { photoLibrary } from '@/content/photo-library';
import { z } from '@/lib/schemas/zod';

// An invented ID would 404 in production.
const PHOTO_IDS: string[] = photoLibrary.map((photo) => photo.id);

export const photoIdSchema = z.enum(PHOTO_IDS, { message: 'must be a photo ID from content/photo-library.ts' });

export const photoSchema = z.object({
  photoId: photoIdSchema.meta({ title: 'Photo', description: 'From the vetted photo library' }),
  alt: z
    .string()
    .trim()
    .min(10, 'describe what the photo shows in at least 10 characters')
    .meta({ title: 'What the photo shows', description: 'Read aloud to people who cannot see it' }),
});
