import type { ReactNode } from 'react';
import { estimateCopy as copy } from '@/content/estimate';
import { ESTIMATE_HEADING_ID } from '@/lib/booking/instant-quote';
import { airportLabel } from '@/lib/estimate/airports';
import type { Estimate, RouteEstimate } from '@/lib/estimate/estimate';
import { describeLineItem, formatDistance, formatDuration, formatRange, seatMessage } from '@/lib/estimate/format';
import { flyerLabel } from '@/lib/estimate/performance';
import type { Pricing } from '@/lib/schemas/content/pricing';
import { cn } from '@/lib/utils';
import { BreakdownTable, type BreakdownRow, type BreakdownTotals } from './breakdown-table';
import { EstimateNotes } from './estimate-notes';
import { EstimateNotice } from './estimate-notice';
import { QuoteReference } from './quote-reference';

type FiguresProps = {
  route: string;
  stats: readonly (readonly [term: string, value: ReactNode])[];
  range: string;
  warnings: readonly (string | undefined)[];
  children?: ReactNode;
  rows: readonly BreakdownRow[];
  totals: BreakdownTotals;
  hourlyRate: number;
};

export function EstimateFigures({ route, stats, range, warnings, children, rows, totals, hourlyRate }: FiguresProps) {
  return (
    <div className="grid gap-5">
      <p className="text-sm text-foreground">{route}</p>
      <dl className="grid grid-cols-2 gap-4 text-sm">
        {stats.map(([term, value]) => (
          <div key={term}>
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="mt-1 font-medium">{value}</dd>
          </div>
        ))}
        <div className="col-span-2">
          <dt className="text-muted-foreground">{copy.range}</dt>
          <dd className="mt-1 font-display text-2xl text-gold sm:text-3xl">{range}</dd>
        </div>
      </dl>
      <EstimateNotice warnings={warnings.filter((warning): warning is string => Boolean(warning))} />
      {children}
      <BreakdownTable rows={rows} totals={totals} hourlyRate={hourlyRate} />
    </div>
  );
}

type EstimateSectionProps = {
  pricing: Pricing;
  headingId?: string;
  className?: string;
  reference?: string;
  assumptions?: readonly string[];
  exclusions?: readonly string[];
  children: ReactNode;
};

export function EstimateSection({
  pricing,
  headingId = ESTIMATE_HEADING_ID,
  className,
  reference,
  assumptions,
  exclusions,
  children,
}: EstimateSectionProps) {
  return (
    <section
      aria-labelledby={headingId}
      className={cn('grid content-start gap-5 rounded-card border border-border bg-surface p-5 sm:p-6', className)}
    >
      <div>
        <p className="eyebrow">{copy.eyebrow}</p>
        <h2
          id={headingId}
          tabIndex={-1}
          className="mt-2 scroll-mt-[calc(var(--header-height)+1rem)] font-display text-2xl"
        >
          {copy.heading}
        </h2>
        {reference && <QuoteReference reference={reference} />}
      </div>
      <div aria-live="polite">{children}</div>
      <EstimateNotes pricing={pricing} assumptions={assumptions} exclusions={exclusions} />
    </section>
  );
}

function RouteFigures({ estimate, pricing }: { estimate: RouteEstimate; pricing: Pricing }) {
  const rate = pricing.jetTypes[estimate.jetType];
  const rows = estimate.lineItems.map((item) => ({
    key: item.kind,
    amount: item.amount,
    ...describeLineItem(item, estimate, pricing),
  }));
  return (
    <EstimateFigures
      route={`${airportLabel(estimate.from)} → ${airportLabel(estimate.to)}, ${flyerLabel(pricing, estimate)}`}
      stats={[
        [copy.oneWay.distance, formatDistance(estimate.flight.distanceKm, estimate.flight.distanceNm)],
        [copy.oneWay.flightTime, formatDuration(estimate.flight.blockHours)],
      ]}
      range={formatRange(estimate)}
      warnings={[seatMessage(estimate, pricing)]}
      rows={rows}
      totals={estimate}
      hourlyRate={rate.indicativePrice}
    />
  );
}

function EstimateBody({ estimate, pricing }: { estimate: Estimate; pricing: Pricing }) {
  if (estimate.status !== 'ok') return <EstimateNotice estimate={estimate} texts={copy.oneWay} pricing={pricing} />;
  return <RouteFigures estimate={estimate} pricing={pricing} />;
}

type EstimatePanelProps = Omit<EstimateSectionProps, 'children' | 'assumptions' | 'exclusions'> & {
  estimate: Estimate;
};

export function EstimatePanel({ estimate, ...section }: EstimatePanelProps) {
  return (
    <EstimateSection {...section}>
      <EstimateBody estimate={estimate} pricing={section.pricing} />
    </EstimateSection>
  );
}
