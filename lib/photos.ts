import { PHOTO_CDN } from '@/lib/photo-cdn.mjs';

export const unsplashUrl = (photoId: string) => `${PHOTO_CDN}/${photoId}`;

export function sizedPhotoUrl(src: string, width: number, quality = 70): string {
  if (src.startsWith('/')) return src;
  const url = new URL(src);
  url.searchParams.set('auto', 'format');
  url.searchParams.set('fit', 'crop');
  url.searchParams.set('w', String(width));
  url.searchParams.set('q', String(quality));
  return url.toString();
}

const WIDTHS = [256, 384, 640, 750, 828, 1080, 1200, 1920, 2048];
const SMALLEST_SCREEN = 640;

export function photoSources(photoId: string, sizes: string): { src: string; srcSet: string } {
  const base = unsplashUrl(photoId);
  const viewportShares = [...sizes.matchAll(/(^|\s)(\d+)vw/g)].map((match) => Number(match[2]) / 100);
  let widths: number[];
  if (viewportShares.length) {
    const smallest = Math.min(...viewportShares) * SMALLEST_SCREEN;
    widths = WIDTHS.filter((width) => width >= smallest);
  } else {
    const px = Number(/(\d+)px\s*$/.exec(sizes.trim())?.[1] ?? 0);
    const pick = (target: number) => WIDTHS.find((width) => width >= target) ?? WIDTHS[WIDTHS.length - 1];
    widths = [...new Set([pick(px), pick(px * 2)])];
  }
  return {
    src: sizedPhotoUrl(base, widths[Math.min(widths.length - 1, 4)]),
    srcSet: widths.map((width) => `${sizedPhotoUrl(base, width)} ${width}w`).join(', '),
  };
}
