import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageSection } from '@/components/sections/aircraft/aircraft-section';
import { AircraftSpecs } from '@/components/sections/aircraft/aircraft-specs';
import { SamplePricesTable } from '@/components/sections/aircraft/sample-prices-table';
import { ProvenancePanel } from '@/components/sections/fleet/provenance-panel';
import { PageHero } from '@/components/sections/page-hero';
import { FeatureList } from '@/components/sections/services/feature-list';
import { JsonLd } from '@/components/seo/json-ld';
import { buttonVariants } from '@/components/ui/button';
import { IntentLink } from '@/components/ui/intent-link';
import { Photo } from '@/components/ui/photo';
import { content, provenanceFor } from '@/lib/content';
import { aircraftEntries, aircraftEntry, withAircraftName } from '@/lib/fleet/aircraft-entries';
import { nonStopFromBase, reserveNote, samplePrices } from '@/lib/fleet/aircraft-figures';
import { pageMetadata } from '@/lib/metadata';
import { breadcrumbs } from '@/lib/seo/structured-data';
import { mumbaiDate } from '@/lib/time/mumbai';
import { bookHref } from '@/lib/trips/book-link';

type Params = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return aircraftEntries(content.fleet).map(({ slug }) => ({ slug }));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const entry = aircraftEntry(content.fleet, (await params).slug);
  if (!entry) return {};
  return pageMetadata({
    title: `${entry.aircraft.name} charter`,
    description: withAircraftName(content.aircraftPages.description, entry.aircraft),
    path: `/fleet/${entry.slug}/`,
  });
}

/** One aircraft: photos, specifications, safety card, where it reaches non-stop, sample prices. */
export default async function AircraftPage({ params }: Params) {
  const entry = aircraftEntry(content.fleet, (await params).slug);
  if (!entry) notFound();
  const { slug, aircraft, category } = entry;
  const copy = content.aircraftPages;
  const perType = copy.jetTypes[category.jetType];
  const card = provenanceFor(aircraft.name);
  const book = bookHref(category.jetType, slug);
  const path = `/fleet/${slug}/`;
  return (
    <>
      <PageHero eyebrow={category.name} title={aircraft.name} intro={category.summary}>
        <p className="flex flex-wrap items-center justify-center gap-x-8 gap-y-3 text-sm font-semibold">
          <IntentLink href={book} className={buttonVariants()}>
            Book Now
          </IntentLink>
          <IntentLink href="/fleet/" className="text-gold underline-offset-4 hover:underline">
            {copy.backLabel}
          </IntentLink>
        </p>
      </PageHero>
      <JsonLd
        id="breadcrumbs-jsonld"
        data={breadcrumbs([
          { name: content.pages.fleet.title, path: content.pages.fleet.path },
          { name: aircraft.name, path },
        ])}
      />
      <div className="container-content grid gap-16 pb-24 lg:gap-20">
        <PageSection id="photos" title={copy.photosHeading}>
          <div className="grid gap-6 md:grid-cols-2">
            <figure className="grid gap-3">
              <div className="relative aspect-[16/10] overflow-hidden rounded-card">
                <Photo
                  photoId={aircraft.photo.photoId}
                  alt={aircraft.photo.alt}
                  fallbackText={aircraft.imageDescription}
                  sizes="(min-width: 768px) 580px, 100vw"
                />
              </div>
              <figcaption className="text-sm text-muted-foreground">{aircraft.imageDescription}</figcaption>
            </figure>
            {perType.cabinPhoto ? (
              <figure className="grid gap-3">
                <div className="relative aspect-[16/10] overflow-hidden rounded-card">
                  <Photo
                    photoId={perType.cabinPhoto.photoId}
                    alt={perType.cabinPhoto.alt}
                    sizes="(min-width: 768px) 580px, 100vw"
                  />
                </div>
                <figcaption className="text-sm text-muted-foreground">{copy.cabinCaption}</figcaption>
              </figure>
            ) : null}
          </div>
        </PageSection>
        <PageSection id="specs" title={copy.specsHeading}>
          <AircraftSpecs aircraft={aircraft} yearOfManufacture={card.yearOfManufacture} />
        </PageSection>
        <PageSection id="features" title={copy.featuresHeading}>
          <FeatureList features={aircraft.features} className="sm:grid-cols-2" />
        </PageSection>
        <PageSection id="provenance" title={copy.provenanceHeading}>
          <ProvenancePanel card={card} builtOn={mumbaiDate()} disclaimer={content.provenance.disclaimer} />
        </PageSection>
        <PageSection
          id="non-stop"
          title={copy.nonStopHeading}
          intro={`${withAircraftName(copy.nonStopIntro, aircraft)} ${reserveNote(content.compare, content.pricing)}`}
        >
          <dl className="grid grid-cols-2 gap-x-6 gap-y-5 sm:grid-cols-4">
            {nonStopFromBase(aircraft.rangeNm, content.compare, content.airports, content.pricing).map((row) => (
              <div key={row.place} className="grid gap-1 border-t border-border pt-4">
                <dt className="eyebrow">
                  {content.compare.from.label} to {row.place}
                </dt>
                <dd className={row.nonStop ? 'text-lg text-gold' : 'text-lg'}>{row.answer}</dd>
              </div>
            ))}
          </dl>
        </PageSection>
        <PageSection id="prices" title={copy.pricesHeading} intro={copy.pricesIntro}>
          <SamplePricesTable
            rows={samplePrices(
              { jetType: category.jetType, aircraft: slug },
              perType.sampleRoutes,
              content.airports,
              content.pricing,
              content.estimate.beyondRange,
            )}
            by={{ jetType: category.jetType, aircraft: slug }}
            caption={copy.pricesHeading}
            columns={copy.pricesColumns}
          />
          <p className="max-w-3xl text-sm leading-relaxed text-muted-foreground">{copy.pricesNote}</p>
        </PageSection>
        <section
          aria-labelledby="book-heading"
          className="grid justify-items-center gap-6 rounded-card border border-gold/25 bg-linear-to-b from-muted to-surface px-6 py-14 text-center sm:px-12"
        >
          <h2 id="book-heading" className="text-3xl font-semibold sm:text-4xl">
            {withAircraftName(copy.bookHeading, aircraft)}
          </h2>
          <p className="max-w-xl leading-relaxed text-muted-foreground">{copy.bookText}</p>
          <IntentLink href={book} className={buttonVariants({ size: 'lg' })}>
            {copy.bookLabel}
          </IntentLink>
        </section>
      </div>
    </>
  );
}
