import { FeatureList } from '@/components/sections/services/feature-list';
import { buttonVariants } from '@/components/ui/button';
import { IntentLink } from '@/components/ui/intent-link';
import { Photo } from '@/components/ui/photo';
import { messages } from '@/content/messages';
import { content, provenanceFor } from '@/lib/content';
import { fillMessage } from '@/lib/fill-message';
import { MAX_COMPARE } from '@/lib/fleet/compare-limit';
import { aircraftSlug } from '@/lib/fleet/slug';
import type { Aircraft } from '@/lib/schemas/content/fleet';
import type { JetType } from '@/lib/schemas/content/jet-types';
import { mumbaiDate } from '@/lib/time/mumbai';
import { bookHref } from '@/lib/trips/book-link';
import { CompareCheckbox } from './compare-checkbox';
import { ProvenanceDisclosure } from './provenance-disclosure';
import { ProvenancePanel } from './provenance-panel';

const nm = new Intl.NumberFormat('en-IN');

export function AircraftCard({ aircraft, jetType }: { aircraft: Aircraft; jetType: JetType }) {
  const slug = aircraftSlug(aircraft.name);
  const headingId = `${aircraft.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-heading`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col overflow-hidden rounded-card border border-border bg-surface transition-colors duration-300 hover:border-gold/30"
    >
      <div className="relative aspect-[16/10]">
        <Photo
          photoId={aircraft.photo.photoId}
          alt={aircraft.photo.alt}
          fallbackText={aircraft.imageDescription}
          sizes="(min-width: 768px) 580px, 100vw"
        />
      </div>
      <div className="flex flex-1 flex-col gap-6 p-6 sm:p-8">
        <h3 id={headingId} className="text-2xl font-semibold">
          {aircraft.name}
        </h3>
        <dl className="grid grid-cols-2 gap-4 border-y border-border py-4" data-aircraft={slug}>
          <div className="grid gap-1">
            <dt className="eyebrow">Seating</dt>
            <dd className="text-lg" data-fact="seats">
              {aircraft.seats} passengers
            </dd>
          </div>
          <div className="grid gap-1">
            <dt className="eyebrow">Range</dt>
            <dd className="text-lg" data-fact="range">
              {nm.format(aircraft.rangeNm)} nm
            </dd>
          </div>
        </dl>
        <FeatureList features={aircraft.features} className="flex-1 content-start" />
        <ProvenanceDisclosure id={`${slug}-provenance`} name={aircraft.name}>
          <ProvenancePanel
            card={provenanceFor(aircraft.name)}
            builtOn={mumbaiDate()}
            disclaimer={content.provenance.disclaimer}
          />
        </ProvenanceDisclosure>
        <div className="flex flex-wrap gap-3">
          <IntentLink href={bookHref(jetType, slug)} aria-describedby={headingId} className={buttonVariants()}>
            Book Now
          </IntentLink>
          <IntentLink
            href={`/fleet/${slug}/`}
            aria-describedby={headingId}
            className={buttonVariants({ variant: 'outline' })}
          >
            View Details
          </IntentLink>
        </div>
        <CompareCheckbox
          slug={slug}
          name={aircraft.name}
          limitMessage={fillMessage(messages.compareLimit, { name: aircraft.name, max: String(MAX_COMPARE) })}
        />
      </div>
    </article>
  );
}
