import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import { airportLabel } from '@/lib/estimate/airports';
import { formatDuration, formatRange } from '@/lib/estimate/format';
import type { ItineraryEstimate, ItineraryResult } from '@/lib/estimate/itinerary';
import { itineraryRoute, itinerarySeatMessage, legRangeMessage, stopoverReason } from '@/lib/estimate/itinerary-format';
import type { Pricing } from '@/lib/schemas/content/pricing';
import { cn } from '@/lib/utils';
import { EstimateNotes } from './estimate-notes';
import { ItineraryBreakdown } from './itinerary-breakdown';
import { QuoteReference } from './quote-reference';

function Notice({ children }: { children: ReactNode }) {
  return (
    <p className="flex gap-3 rounded-xl border border-gold/40 bg-gold/10 p-3 text-sm text-foreground">
      <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-gold" />
      <span>{children}</span>
    </p>
  );
}

const quoted = (places: string[]) => places.map((place) => `“${place}”`).join(' and ');

function Figures({ estimate, pricing }: { estimate: ItineraryEstimate; pricing: Pricing }) {
  const warnings = [
    ...estimate.flown.map((flown) => legRangeMessage(flown, estimate, pricing)),
    itinerarySeatMessage(estimate, pricing),
    estimate.datesPending ? 'Choose a date for every leg: waits between legs are priced once each leg has one.' : '',
  ].filter((line): line is string => Boolean(line));
  return (
    <div className="grid gap-5">
      <p className="text-sm text-foreground">
        {itineraryRoute(estimate)}, {pricing.jetTypes[estimate.jetType].label}
      </p>
      <dl className="grid grid-cols-2 gap-4 text-sm">
        <div>
          <dt className="text-muted-foreground">Flying time</dt>
          <dd className="mt-1 font-medium">{formatDuration(estimate.flownHours)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Flying days</dt>
          <dd className="mt-1 font-medium">{estimate.flyingDays}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-muted-foreground">Estimated range, GST as applicable</dt>
          <dd className="mt-1 font-display text-2xl text-gold sm:text-3xl">{formatRange(estimate)}</dd>
        </div>
      </dl>
      {warnings.map((warning) => (
        <Notice key={warning}>{warning}</Notice>
      ))}
      {estimate.stopovers.length > 0 && (
        <ul className="grid gap-1.5 text-sm text-muted-foreground">
          {estimate.stopovers.map((stopover) => (
            <li key={stopover.after}>{stopoverReason(stopover)}</li>
          ))}
        </ul>
      )}
      <ItineraryBreakdown estimate={estimate} pricing={pricing} />
    </div>
  );
}

function Body({ estimate, pricing }: { estimate: ItineraryResult; pricing: Pricing }) {
  switch (estimate.status) {
    case 'incomplete':
      return (
        <p className="text-sm text-muted-foreground">
          Choose where from and where to for every leg, and this panel itemises the whole trip.
        </p>
      );
    case 'unknown':
      return (
        <p className="text-sm text-muted-foreground">
          {estimate.places.length ? `${quoted(estimate.places)} is not in our airport list yet, ` : ''}
          so we&apos;ll price this trip by hand. Send your request or message us on WhatsApp and a consultant will reply
          with a quote.
        </p>
      );
    case 'same-airport':
      return (
        <p className="text-sm text-muted-foreground">
          Leg {estimate.leg} starts and ends at {airportLabel(estimate.airport)}: choose a different destination for it.
        </p>
      );
    case 'ok':
      return <Figures estimate={estimate} pricing={pricing} />;
  }
}

type ItineraryPanelProps = { estimate: ItineraryResult; pricing: Pricing; reference?: string; className?: string };

/** The whole-itinerary estimate beside the planner; announced politely as it changes. */
export function ItineraryPanel({ estimate, pricing, reference, className }: ItineraryPanelProps) {
  return (
    <section
      aria-labelledby="route-estimate-heading"
      className={cn('grid content-start gap-5 rounded-card border border-border bg-surface p-5 sm:p-6', className)}
    >
      <div>
        <p className="eyebrow">Transparent pricing</p>
        <h2 id="route-estimate-heading" className="mt-2 font-display text-2xl">
          Route estimate
        </h2>
        {reference && <QuoteReference reference={reference} />}
      </div>
      <div aria-live="polite">
        <Body estimate={estimate} pricing={pricing} />
      </div>
      <EstimateNotes
        pricing={pricing}
        assumptions={pricing.estimate.itineraryAssumptions}
        exclusions={pricing.estimate.itineraryExclusions}
      />
    </section>
  );
}
