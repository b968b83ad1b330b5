import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import { EstimateBreakdown } from '@/components/booking/estimate-breakdown';
import { EstimateNotes } from '@/components/booking/estimate-notes';
import { QuoteReference } from '@/components/booking/quote-reference';
import { airportLabel } from '@/lib/estimate/airports';
import type { Estimate } from '@/lib/estimate/estimate';
import { formatDistance, formatDuration, formatRange, rangeMessage, seatMessage } from '@/lib/estimate/format';
import type { Pricing } from '@/lib/schemas/content/pricing';
import { cn } from '@/lib/utils';

type EstimatePanelProps = {
  estimate: Estimate;
  pricing: Pricing;
  headingId?: string;
  className?: string;
  /** The trip's quote reference, shown under the heading. */
  reference?: string;
};

function Notice({ children }: { children: ReactNode }) {
  return (
    <p className="flex gap-3 rounded-xl border border-gold/40 bg-gold/10 p-3 text-sm text-foreground">
      <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-gold" />
      <span>{children}</span>
    </p>
  );
}

const quoted = (places: string[]) => places.map((place) => `“${place}”`).join(' and ');

function EstimateBody({ estimate, pricing }: Pick<EstimatePanelProps, 'estimate' | 'pricing'>) {
  switch (estimate.status) {
    case 'incomplete':
      return (
        <p className="text-sm text-muted-foreground">
          Choose where from and where to, and this panel itemises the cost of that exact route.
        </p>
      );
    case 'unknown':
      return (
        <p className="text-sm text-muted-foreground">
          {estimate.places.length ? `${quoted(estimate.places)} is not in our airport list yet, ` : ''}
          so we&apos;ll price this route by hand. Send your request or message us on WhatsApp and a consultant will
          reply with a quote.
        </p>
      );
    case 'same-airport':
      return (
        <p className="text-sm text-muted-foreground">
          From and To are both {airportLabel(estimate.airport)}. For a local flight we&apos;ll price the trip by hand;
          otherwise choose a different destination.
        </p>
      );
    case 'ok':
      return <RouteFigures estimate={estimate} pricing={pricing} />;
  }
}

function RouteFigures({ estimate, pricing }: { estimate: Extract<Estimate, { status: 'ok' }>; pricing: Pricing }) {
  const warnings = [rangeMessage(estimate, pricing), seatMessage(estimate, pricing)].filter(Boolean);
  return (
    <div className="grid gap-5">
      <p className="text-sm text-foreground">
        {airportLabel(estimate.from)} → {airportLabel(estimate.to)}, {pricing.jetTypes[estimate.jetType].label}
      </p>
      <dl className="grid grid-cols-2 gap-4 text-sm">
        <div>
          <dt className="text-muted-foreground">Distance</dt>
          <dd className="mt-1 font-medium">{formatDistance(estimate.flight.distanceKm, estimate.flight.distanceNm)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Flight time</dt>
          <dd className="mt-1 font-medium">{formatDuration(estimate.flight.blockHours)}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-muted-foreground">Estimated range, GST as applicable</dt>
          <dd className="mt-1 font-display text-2xl text-gold sm:text-3xl">{formatRange(estimate)}</dd>
        </div>
      </dl>
      {warnings.map((warning) => (
        <Notice key={warning}>{warning}</Notice>
      ))}
      <EstimateBreakdown estimate={estimate} pricing={pricing} />
    </div>
  );
}

/** The itemised, route-based estimate beside the booking form; announced politely as it changes. */
export function EstimatePanel({
  estimate,
  pricing,
  headingId = 'route-estimate-heading',
  className,
  reference,
}: EstimatePanelProps) {
  return (
    <section
      aria-labelledby={headingId}
      className={cn('grid content-start gap-5 rounded-card border border-border bg-surface p-5 sm:p-6', className)}
    >
      <div>
        <p className="eyebrow">Transparent pricing</p>
        <h2 id={headingId} className="mt-2 font-display text-2xl">
          Route estimate
        </h2>
        {reference && <QuoteReference reference={reference} />}
      </div>
      <div aria-live="polite">
        <EstimateBody estimate={estimate} pricing={pricing} />
      </div>
      <EstimateNotes pricing={pricing} />
    </section>
  );
}
