import type { MetadataRoute } from 'next';
import { loadArticles } from '@/lib/articles/load';
import { articlePath } from '@/lib/articles/paths';
import { content } from '@/lib/content';
import { absoluteUrl } from '@/lib/metadata';

export const dynamic = 'force-static';

/** Public, indexable routes only: never /dashboard, /login or /signup. */
export default function sitemap(): MetadataRoute.Sitemap {
  const pages: MetadataRoute.Sitemap = Object.values(content.pages)
    .filter((page) => page.indexable)
    .map((page) => ({
      url: absoluteUrl(page.path),
      changeFrequency: 'monthly',
      priority: page.path === '/' ? 1 : 0.7,
    }));
  const articles: MetadataRoute.Sitemap = loadArticles().map((article) => ({
    url: absoluteUrl(articlePath(article.slug)),
    lastModified: article.date,
    changeFrequency: 'yearly',
    priority: 0.6,
  }));
  return [...pages, ...articles];
}
