import type { MetadataRoute } from 'next';
import { content } from '@/lib/content';
import { absoluteUrl } from '@/lib/metadata';

export const dynamic = 'force-static';

/** Public, indexable routes only: never /dashboard, /login or /signup. */
export default function sitemap(): MetadataRoute.Sitemap {
  return Object.values(content.pages)
    .filter((page) => page.indexable)
    .map((page) => ({
      url: absoluteUrl(page.path),
      changeFrequency: 'monthly',
      priority: page.path === '/' ? 1 : 0.7,
    }));
}
