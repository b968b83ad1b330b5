'use client';

import type { ImageLoaderProps } from 'next/image';
import { sizedPhotoUrl } from '@/lib/photos';

// next/image loader for the static export: Unsplash's CDN (imgix) resizes and picks the format.
export default function unsplashLoader({ src, width, quality }: ImageLoaderProps): string {
  return sizedPhotoUrl(src, width, quality);
}
