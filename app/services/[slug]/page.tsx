import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageSection } from '@/components/sections/aircraft/aircraft-section';
import { PageHero } from '@/components/sections/page-hero';
import { ServiceSteps } from '@/components/sections/service/service-steps';
import { TypicalAircraft } from '@/components/sections/service/typical-aircraft';
import { FeatureList } from '@/components/sections/services/feature-list';
import { JsonLd } from '@/components/seo/json-ld';
import { buttonVariants } from '@/components/ui/button';
import { Disclosure } from '@/components/ui/disclosure';
import { DisclosureGroup } from '@/components/ui/disclosure-group';
import { IntentLink } from '@/components/ui/intent-link';
import { Photo } from '@/components/ui/photo';
import { content } from '@/lib/content';
import { aircraftEntries } from '@/lib/fleet/aircraft-entries';
import { aircraftSlug } from '@/lib/fleet/slug';
import { pageMetadata } from '@/lib/metadata';
import { breadcrumbs } from '@/lib/seo/structured-data';
import { servicePageFor } from '@/lib/services/service-pages';
import { bookHref } from '@/lib/trips/book-link';

type Params = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return content.services.services.map((service) => ({ slug: service.id }));
}

function serviceFor(slug: string) {
  return content.services.services.find((service) => service.id === slug);
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const service = serviceFor((await params).slug);
  if (!service) return {};
  return pageMetadata({
    title: service.title,
    description: servicePageFor(content.servicePages, service.id).metaDescription,
    path: `/services/${service.id}/`,
  });
}

/** One service: what it is, how it works, typical aircraft, what is included, FAQ, next step. */
export default async function ServicePage({ params }: Params) {
  const service = serviceFor((await params).slug);
  if (!service) notFound();
  const page = servicePageFor(content.servicePages, service.id);
  const { labels } = content.servicePages;
  const path = `/services/${service.id}/`;
  const entries = aircraftEntries(content.fleet);
  const typical = page.typicalAircraft.flatMap((name) => entries.filter((entry) => entry.slug === aircraftSlug(name)));
  return (
    <>
      <PageHero eyebrow={service.tagline} title={service.title} intro={service.description}>
        <p className="flex flex-wrap items-center justify-center gap-x-8 gap-y-3 text-sm font-semibold">
          {service.action ? (
            <IntentLink href={service.action.href} className={buttonVariants()}>
              {service.action.label}
            </IntentLink>
          ) : null}
          <IntentLink
            href={bookHref(page.jetType)}
            className={buttonVariants({ variant: service.action ? 'outline' : 'default' })}
          >
            Book Now
          </IntentLink>
          <IntentLink href="/services/" className="text-gold underline-offset-4 hover:underline">
            {labels.backLabel}
          </IntentLink>
        </p>
      </PageHero>
      <JsonLd
        id="breadcrumbs-jsonld"
        data={breadcrumbs([
          { name: content.pages.services.title, path: content.pages.services.path },
          { name: service.title, path },
        ])}
      />
      <div className="container-content grid gap-16 pb-8 lg:gap-20">
        <PageSection id="what" title={labels.whatHeading}>
          <div className="grid gap-8 lg:grid-cols-2 lg:items-start">
            <div className="grid gap-4 text-lg leading-relaxed text-muted-foreground">
              {page.whatItIs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            <div className="relative aspect-[16/10] overflow-hidden rounded-card">
              <Photo photoId={service.photo.photoId} alt={service.photo.alt} sizes="(min-width: 1024px) 580px, 100vw" />
            </div>
          </div>
        </PageSection>
        <PageSection id="steps" title={labels.stepsHeading}>
          <ServiceSteps steps={page.steps} />
        </PageSection>
        <PageSection id="aircraft" title={labels.aircraftHeading} intro={labels.aircraftIntro}>
          <TypicalAircraft entries={typical} />
        </PageSection>
        <PageSection id="included" title={labels.includedHeading}>
          <FeatureList features={page.included} className="sm:grid-cols-2" />
        </PageSection>
        <PageSection id="faq" title={labels.faqHeading}>
          <DisclosureGroup className="max-w-3xl border-t border-border">
            {page.faq.map((item) => (
              <Disclosure key={item.question} name={`${service.id}-faq`} summary={item.question}>
                {item.answer}
              </Disclosure>
            ))}
          </DisclosureGroup>
        </PageSection>
      </div>
      <section aria-labelledby="service-cta-heading" className="container-content py-16 lg:py-24">
        <div className="grid justify-items-center gap-6 rounded-card border border-gold/25 bg-linear-to-b from-muted to-surface px-6 py-14 text-center sm:px-12">
          <h2 id="service-cta-heading" className="max-w-2xl text-3xl font-semibold sm:text-4xl">
            {page.cta.heading}
          </h2>
          <p className="max-w-xl leading-relaxed text-muted-foreground">{page.cta.text}</p>
          <div className="flex flex-wrap justify-center gap-3">
            <IntentLink
              href={page.cta.primary.href === '/book/' ? bookHref(page.jetType) : page.cta.primary.href}
              className={buttonVariants({ size: 'lg' })}
            >
              {page.cta.primary.label}
            </IntentLink>
            {page.cta.secondary ? (
              <IntentLink href={page.cta.secondary.href} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
                {page.cta.secondary.label}
              </IntentLink>
            ) : null}
          </div>
        </div>
      </section>
    </>
  );
}
