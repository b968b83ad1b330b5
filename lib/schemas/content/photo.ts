import { photoLibrary } from '@/content/photo-library';
import { z } from '@/lib/schemas/zod';

// An invented ID would 404 in production. An enum, so the editor at /admin/ offers the same choices.
export const photoIdSchema = z.enum(
  photoLibrary.map((photo) => photo.id),
  { message: 'must be a photo ID from content/photo-library.ts' },
);

export const photoSchema = z.object({
  photoId: photoIdSchema,
  alt: z.string().trim().min(10, 'describe what the photo shows in at least 10 characters'),
});
