export const PHOTO_CDN: string;
