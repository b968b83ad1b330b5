import { MedicalDesk } from '@/components/air-ambulance/medical-desk';
import { WhatToExpect } from '@/components/air-ambulance/what-to-expect';
import { DeferredAirAmbulanceForm } from '@/components/forms/deferred/air-ambulance-form';
import { HeldSubmitScript } from '@/components/forms/held-submit-script';
import { WhatsAppFab } from '@/components/layout/whatsapp-fab';
import { PageJsonLd } from '@/components/seo/page-json-ld';
import { PartBoundary } from '@/components/ui/part-boundary';
import { content } from '@/lib/content';
import { metadataFor } from '@/lib/metadata';
import { airAmbulanceService } from '@/lib/seo/air-ambulance';

export const metadata = metadataFor('airAmbulance');

export default function AirAmbulancePage() {
  const page = content.pages.airAmbulance;
  const { desk, form, expect } = content.airAmbulance;
  return (
    <>
      <MedicalDesk
        eyebrow={page.eyebrow}
        heading={page.heading}
        intro={page.intro}
        phone={content.site.phone.display}
        desk={desk}
      />
      {/* The floating chat button opens the medical desk's greeting here, not the site's. */}
      <WhatsAppFab greeting={desk.whatsappText} />
      <PageJsonLd
        page={page}
        extra={airAmbulanceService({ name: page.heading, description: page.description, path: page.path })}
      />
      <div className="container-content grid gap-12 pb-24 lg:grid-cols-[3fr_2fr]">
        <section
          aria-labelledby="air-ambulance-request"
          className="rounded-card border border-border bg-surface p-6 sm:p-10"
        >
          <h2 id="air-ambulance-request" className="text-3xl font-semibold">
            {form.title}
          </h2>
          <p className="mt-3 mb-8 leading-relaxed text-muted-foreground">{form.intro}</p>
          <noscript>
            <p className="mb-8 font-semibold text-foreground">{form.noScript}</p>
          </noscript>
          <PartBoundary>
            <DeferredAirAmbulanceForm
              labelledBy="air-ambulance-request"
              submitLabel={form.submitLabel}
              callInstead={form.callInstead}
              offline={form.offline}
              whatsappHeading={form.whatsappHeading}
              outcomes={{ sent: form.sent, failed: form.failed }}
              privacy={form.privacy}
              withEndpoint={form.endpoint}
            />
          </PartBoundary>
          <HeldSubmitScript />
        </section>
        <WhatToExpect {...expect} />
      </div>
    </>
  );
}
