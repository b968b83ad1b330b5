import { PHOTO_CDN } from '@/scripts/lib/photo-cdn.mjs';

/** The Unsplash CDN address of a photo ID; next/image's loader adds the size and format. */
export const unsplashUrl = (photoId: string) => `${PHOTO_CDN}/${photoId}`;
