import { ConsultantCard } from '@/components/booking/consultant-card';
import { ReasonsPanel } from '@/components/booking/reasons-panel';
import { DeferredBookPlanner } from '@/components/forms/deferred/book-planner';
import { PageHero } from '@/components/sections/page-hero';
import { PageJsonLd } from '@/components/seo/page-json-ld';
import { IntentLink } from '@/components/ui/intent-link';
import { PartBoundary } from '@/components/ui/part-boundary';
import { content } from '@/lib/content';
import { aircraftChoices } from '@/lib/fleet/aircraft-entries';
import { metadataFor } from '@/lib/metadata';
import './print.css';
import { HeldSubmitScript } from '@/components/forms/held-submit-script';

export const metadata = metadataFor('book');

export default function BookPage() {
  const page = content.pages.book;
  const { form, consultant, reasons } = content.booking;
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.heading} intro={page.intro} />
      <PageJsonLd page={page} />
      <div
        data-quote-root
        className="container-content grid gap-8 pb-24 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start xl:gap-12"
      >
        <section
          aria-labelledby="flight-details-heading"
          className="rounded-card border border-border bg-surface p-6 sm:p-10"
        >
          <h2 id="flight-details-heading" className="font-display text-3xl font-semibold" data-print="hide">
            {form.heading}
          </h2>
          <p className="mt-3 mb-8 text-muted-foreground" data-print="hide">
            {form.intro}
          </p>
          <PartBoundary>
            <DeferredBookPlanner
              whatsappIntro={form.whatsappIntro}
              whatsappNote={form.whatsappNote}
              route={{ airports: content.airports, pricing: content.pricing }}
              aircraft={{ choices: aircraftChoices(content.fleet), copy: content.aircraftPages.planner }}
              estimate={{
                brand: content.site.name,
                className: 'mt-10 rounded-none border-0 border-t bg-transparent p-0 pt-10 sm:p-0 sm:pt-10',
              }}
            />
          </PartBoundary>
          <HeldSubmitScript />
        </section>
        <aside aria-label="Help with your booking" className="grid gap-6" data-print="hide">
          <ConsultantCard {...consultant} phoneDisplay={content.site.phone.display} />
          <ReasonsPanel heading={reasons.heading} items={reasons.items} />
          <p className="text-sm">
            <IntentLink
              href={content.pages.priceGuide.path}
              className="font-semibold text-gold underline-offset-4 hover:underline"
            >
              {content.routes.siteLinks.book}
            </IntentLink>
          </p>
        </aside>
      </div>
    </>
  );
}
