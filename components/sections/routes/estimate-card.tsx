import { BreakdownTable } from '@/components/booking/breakdown-table';
import { formatRange } from '@/lib/estimate/format';
import type { LegFact } from '@/lib/facts/leg-fact';
import type { CategoryEstimate } from '@/lib/routes/route-page';

type EstimateCardProps = {
  estimate: CategoryEstimate;
  fact: LegFact;
  labels: { rate: string; oneWay: string; roundTrip: string; range: string };
};

export function EstimateCard({ estimate, labels, fact }: EstimateCardProps) {
  const id = `estimate-${estimate.key}`;
  return (
    <article aria-labelledby={id} className="grid gap-6 rounded-card border border-border bg-surface p-6 sm:p-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={id} className="text-2xl font-semibold">
          {estimate.label}
        </h3>
        <p className="text-sm text-muted-foreground">{labels.rate}</p>
      </div>
      <div className="grid gap-8 lg:grid-cols-2">
        {(
          [
            ['one-way', labels.oneWay, estimate.oneWay],
            ['round-trip', labels.roundTrip, estimate.roundTrip],
          ] as const
        ).map(([key, heading, trip]) => (
          <div key={key} className="grid content-start gap-3" {...(key === 'one-way' ? fact : {})}>
            <h4 className="font-display text-lg">{heading}</h4>
            <p className="text-sm text-muted-foreground">
              {labels.range}:{' '}
              <span className="text-foreground tabular-nums" data-fact="price">
                {formatRange(trip)}
              </span>
            </p>
            <BreakdownTable rows={trip.rows} totals={trip} hourlyRate={estimate.rate} />
            {'reasons' in trip
              ? trip.reasons.map((reason) => (
                  <p key={reason} className="text-sm text-muted-foreground">
                    {reason}
                  </p>
                ))
              : null}
          </div>
        ))}
      </div>
    </article>
  );
}
