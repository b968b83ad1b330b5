import type { MetadataRoute } from 'next';
import { journalPages, loadArticles } from '@/lib/articles/load';
import { ARCHIVE_PATH, articlePath } from '@/lib/articles/paths';
import { content } from '@/lib/content';
import { aircraftEntries } from '@/lib/fleet/aircraft-entries';
import { absoluteUrl } from '@/lib/metadata';
import { routePages } from './routes/route-data';

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
  // The archive once the journal has more articles than /blog shows.
  const archive: MetadataRoute.Sitemap = journalPages(loadArticles()).older.length
    ? [{ url: absoluteUrl(ARCHIVE_PATH), changeFrequency: 'monthly', priority: 0.5 }]
    : [];
  // Every city pair's page, both ways.
  const routes: MetadataRoute.Sitemap = [...routePages().values()].map((route) => ({
    url: absoluteUrl(route.path),
    changeFrequency: 'monthly',
    priority: 0.6,
  }));
  return [...pages, ...articles, ...archive, ...routes, ...detailPages()];
}

/** Each aircraft's and each service's own page. */
function detailPages(): MetadataRoute.Sitemap {
  const paths = [
    ...aircraftEntries(content.fleet).map(({ slug }) => `/fleet/${slug}/`),
    ...content.services.services.map((service) => `/services/${service.id}/`),
  ];
  return paths.map((path) => ({ url: absoluteUrl(path), changeFrequency: 'monthly', priority: 0.6 }));
}
