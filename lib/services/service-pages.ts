import type { ServicePage } from '@/lib/schemas/content/service-pages';

/** A service's page content (the schema guarantees every service has exactly one). */
export function servicePageFor(pages: { pages: readonly ServicePage[] }, id: string): ServicePage {
  const page = pages.pages.find((entry) => entry.id === id);
  if (!page) throw new Error(`content/service-pages.ts: no page for ${id}`);
  return page;
}
