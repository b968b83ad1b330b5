import { EmptyLegsHero } from '@/components/sections/empty-legs/empty-legs-hero';
import { PageJsonLd } from '@/components/seo/page-json-ld';
import { IntentLink } from '@/components/ui/intent-link';
import { content } from '@/lib/content';
import { metadataFor } from '@/lib/metadata';
import { routePages } from './route-data';

export const metadata = metadataFor('routes');

/** Every route page, grouped by the city it leaves from, in the order the content lists them. */
export default function RoutesIndexPage() {
  const page = content.pages.routes;
  const copy = content.routes.index;
  const byOrigin = new Map<string, { name: string; items: { href: string; label: string; km: string }[] }>();
  for (const route of routePages().values()) {
    const group = byOrigin.get(route.from.iata) ?? { name: route.fill(copy.byOrigin), items: [] };
    group.items.push({ href: route.path, label: route.fill(copy.routeLink), km: route.fill(copy.distance) });
    byOrigin.set(route.from.iata, group);
  }
  return (
    <>
      <EmptyLegsHero eyebrow={page.eyebrow} title={page.heading} intro={page.intro} />
      <PageJsonLd page={page} />
      <div className="container-content grid gap-12 pb-24 sm:grid-cols-2 lg:grid-cols-3">
        {[...byOrigin].map(([code, group]) => (
          <section key={code} aria-labelledby={`from-${code}`} className="grid content-start gap-4">
            <h2 id={`from-${code}`} className="text-2xl font-semibold">
              {group.name}
            </h2>
            <ul className="grid gap-2">
              {group.items.map((item) => (
                <li key={item.href} className="flex items-baseline justify-between gap-4 border-b border-border pb-2">
                  <IntentLink href={item.href} className="font-medium text-gold underline-offset-4 hover:underline">
                    {item.label}
                  </IntentLink>
                  <span className="text-sm text-muted-foreground tabular-nums">{item.km}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
