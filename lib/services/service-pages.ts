import type { ServicePage } from '@/lib/schemas/content/service-pages';

export function servicePageFor(pages: { pages: readonly ServicePage[] }, id: string): ServicePage {
  const page = pages.pages.find((entry) => entry.id === id);
  if (!page) throw new Error(`content/data/service-pages.json: no page for ${id}`);
  return page;
}
