import type { MetadataRoute } from 'next';
import { content } from '@/lib/content';
import { aircraftEntries } from '@/lib/fleet/aircraft-entries';
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
  return [...pages, ...detailPages()];
}

/** Each aircraft's and each service's own page. */
function detailPages(): MetadataRoute.Sitemap {
  const paths = [
    ...aircraftEntries(content.fleet).map(({ slug }) => `/fleet/${slug}/`),
    ...content.services.services.map((service) => `/services/${service.id}/`),
  ];
  return paths.map((path) => ({ url: absoluteUrl(path), changeFrequency: 'monthly', priority: 0.6 }));
}
