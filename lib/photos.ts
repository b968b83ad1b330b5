/** The Unsplash CDN address of a photo ID; next/image's loader adds the size and format. */
export const unsplashUrl = (photoId: string) => `https://images.unsplash.com/${photoId}`;
