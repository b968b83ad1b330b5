import { StatsBand } from '@/components/sections/about/stats-band';
import { CompareSection } from '@/components/sections/fleet/compare-section';
import { FleetCategory } from '@/components/sections/fleet/fleet-category';
import { PageHero } from '@/components/sections/page-hero';
import { PageJsonLd } from '@/components/seo/page-json-ld';
import { DisclosureGroup } from '@/components/ui/disclosure-group';
import { IntentLink } from '@/components/ui/intent-link';
import { content, statsFor } from '@/lib/content';
import { metadataFor } from '@/lib/metadata';

export const metadata = metadataFor('fleet');

export default function FleetPage() {
  const page = content.pages.fleet;
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.heading} intro={page.intro}>
        <p className="flex flex-wrap justify-center gap-x-8 gap-y-2 text-sm font-semibold">
          <IntentLink href="/safety/" className="text-gold underline-offset-4 hover:underline">
            {content.safety.linkLabel}
          </IntentLink>
          <a href="#compare" className="text-gold underline-offset-4 hover:underline">
            Compare side by side
          </a>
          <IntentLink href={content.pages.routes.path} className="text-gold underline-offset-4 hover:underline">
            {content.routes.siteLinks.fleet}
          </IntentLink>
        </p>
      </PageHero>
      <PageJsonLd page={page} />
      <DisclosureGroup className="container-content grid gap-20 py-8 lg:gap-24">
        {content.fleet.categories.map((category) => (
          <FleetCategory key={category.id} category={category} />
        ))}
      </DisclosureGroup>
      <CompareSection aircraft={content.fleet.categories.flatMap((category) => category.aircraft)} />
      <section aria-labelledby="fleet-stats-heading" className="container-content grid gap-8 pt-20 pb-8 lg:pt-28">
        <h2 id="fleet-stats-heading" className="text-center text-3xl font-semibold sm:text-4xl">
          {content.fleet.statsBand.heading}
        </h2>
        <StatsBand stats={statsFor(content.fleet.statsBand.stats)} />
      </section>
    </>
  );
}
