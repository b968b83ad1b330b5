export const PHOTO_CDN = 'https://images.unsplash.com';

/** The Unsplash CDN address of a photo ID; next/image's loader adds the size and format. */
export const unsplashUrl = (photoId: string) => `${PHOTO_CDN}/${photoId}`;
