'use client';

import type { ImageLoaderProps } from 'next/image';
import { sizedPhotoUrl } from '@/lib/photos';

export default function unsplashLoader({ src, width, quality }: ImageLoaderProps): string {
  return sizedPhotoUrl(src, width, quality);
}
