'use client';
import type { ImageLoaderProps } from 'next/image';

// next/image loader for the static export: Unsplash's CDN (imgix) resizes and picks the format.
export default function unsplashLoader({ src, width, quality }: ImageLoaderProps): string {
  if (src.startsWith('/')) return src;
  const url = new URL(src);
  url.searchParams.set('auto', 'format');
  url.searchParams.set('fit', 'crop');
  url.searchParams.set('w', String(width));
  url.searchParams.set('q', String(quality ?? 70));
  return url.toString();
}
