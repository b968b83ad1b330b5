import { StatsBand } from '@/components/sections/about/stats-band';
import { FleetCategory } from '@/components/sections/fleet/fleet-category';
import { PageHero } from '@/components/sections/page-hero';
import { PageJsonLd } from '@/components/seo/page-json-ld';
import { fleet } from '@/lib/content/fleet';
import { metadataFor, pageContent } from '@/lib/content/pages';
import { statsFor } from '@/lib/content/stats';

export const metadata = metadataFor('fleet');

export default function FleetPage() {
  const page = pageContent.fleet;
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.heading} intro={page.intro} />
      <PageJsonLd page={page} />
      <div className="container-content grid gap-20 py-8 lg:gap-24">
        {fleet.categories.map((category) => (
          <FleetCategory key={category.id} category={category} />
        ))}
      </div>
      <section aria-labelledby="fleet-stats-heading" className="container-content grid gap-8 pt-20 pb-8 lg:pt-28">
        <h2 id="fleet-stats-heading" className="text-center text-3xl font-semibold sm:text-4xl">
          {fleet.statsBand.heading}
        </h2>
        <StatsBand stats={statsFor(fleet.statsBand.stats)} />
      </section>
    </>
  );
}
