import 'server-only';
import { content } from '@/lib/content';
import { directions, routePage, routeSlug, type RoutePage, type RouteSources } from '@/lib/routes/route-page';

export const routeSources = (): RouteSources => ({
  routes: content.routes,
  airports: content.airports,
  pricing: content.pricing,
  fleet: content.fleet.categories,
  inclusions: content.inclusions,
});

let pages: Map<string, RoutePage> | undefined;

/** Every route page, by slug, worked out once per build; a pair that fails stops the build, named. */
export function routePages(): Map<string, RoutePage> {
  if (!pages) {
    const sources = routeSources();
    pages = new Map(
      directions(content.routes).map((direction) => [
        routeSlug(content.routes, direction),
        routePage(sources, direction),
      ]),
    );
  }
  return pages;
}
