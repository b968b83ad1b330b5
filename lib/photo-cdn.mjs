// The one photo host: the pages' image URLs and preconnect, and the CSP's img-src, read it here.
export const PHOTO_CDN = 'https://images.unsplash.com';
