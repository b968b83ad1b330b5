export const PHOTO_CDN = 'https://images.unsplash.com';
