import { photoLibrary } from '@/content/photo-library';
import { z } from '@/lib/schemas/zod';

const PHOTO_IDS = new Set<string>(photoLibrary.map((photo) => photo.id));

// An invented ID would 404 in production.
export const photoIdSchema = z
  .string()
  .refine((id) => PHOTO_IDS.has(id), 'must be a photo ID from content/photo-library.ts');

export const photoSchema = z.object({
  photoId: photoIdSchema,
  alt: z.string().trim().min(10, 'describe what the photo shows in at least 10 characters'),
});
