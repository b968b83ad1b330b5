import { DeferredContactForm } from '@/components/forms/deferred/contact-form';
import { HeldSubmitScript } from '@/components/forms/held-submit-script';
import { ContactAside } from '@/components/sections/contact/contact-aside';
import { ContactTiles } from '@/components/sections/contact/contact-tiles';
import { LocationPanel } from '@/components/sections/contact/location-panel';
import { PageHero } from '@/components/sections/page-hero';
import { PageJsonLd } from '@/components/seo/page-json-ld';
import { content } from '@/lib/content';
import { metadataFor } from '@/lib/metadata';

export const metadata = metadataFor('contact');

export default function ContactPage() {
  const page = content.pages.contact;
  const { tiles, form, availability, quickActions, subjects, location } = content.contact;
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.heading} intro={page.intro} />
      <PageJsonLd page={page} />
      <div className="container-content grid gap-16 pb-24">
        <section aria-label="Ways to reach us">
          <ContactTiles
            tiles={tiles}
            phone={content.site.phone.display}
            email={content.site.email}
            whatsappText={content.site.whatsappGreeting}
            office={{
              address: location.address,
              hours: `${location.hours[0].label}: ${location.hours[0].value}`,
              destination: location.directions.destination,
            }}
          />
        </section>
        <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
          <section aria-labelledby="contact-form" className="rounded-card border border-border bg-surface p-6 sm:p-10">
            <h2 id="contact-form" className="text-3xl font-semibold">
              {form.title}
            </h2>
            <p className="mt-3 mb-8 leading-relaxed text-muted-foreground">{form.intro}</p>
            <DeferredContactForm subjects={subjects} submitLabel={form.submitLabel} />
            <HeldSubmitScript />
          </section>
          <ContactAside availability={availability} quickActions={quickActions} />
        </div>
        <LocationPanel {...location} />
      </div>
    </>
  );
}
