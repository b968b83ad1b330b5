import { useMemo } from 'react';
import type { Airport } from '@/lib/schemas/content/airports';
import type { Pricing } from '@/lib/schemas/content/pricing';
import type { PlannerInput } from '@/lib/schemas/forms/itinerary-options';
import { plannerEstimate } from '@/lib/trips/planner-estimate';
import { quoteReference } from '@/lib/trips/reference';
import { EstimatePanel } from './estimate-panel';
import { ItineraryPanel } from './itinerary-panel';
import { QuoteSheet } from './quote-sheet';

export type PlannerEstimatePanelProps = {
  values: Partial<PlannerInput>;
  airports: readonly Airport[];
  pricing: Pricing;
  brand: string;
  className?: string;
};

/** The printed quote sheet and the estimate for the planner's values: one way, or the whole itinerary. */
export function PlannerEstimatePanel({ values, airports, pricing, brand, className }: PlannerEstimatePanelProps) {
  const result = useMemo(() => plannerEstimate(values, { airports, pricing }), [values, airports, pricing]);
  const reference = quoteReference(values, airports);
  const shown = result.estimate.status === 'incomplete' ? undefined : reference;
  return (
    <>
      <QuoteSheet values={values} reference={reference} brand={brand} pricing={pricing} />
      {result.tripType === 'one-way' ? (
        <EstimatePanel estimate={result.estimate} pricing={pricing} className={className} reference={shown} />
      ) : (
        <ItineraryPanel estimate={result.estimate} pricing={pricing} className={className} reference={shown} />
      )}
    </>
  );
}
