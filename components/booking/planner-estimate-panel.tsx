import { useMemo, useSyncExternalStore } from 'react';
import { sentAs, subscribeSentThisVisit } from '@/lib/requests/sent-this-visit';
import type { Airport } from '@/lib/schemas/content/airports';
import type { Pricing } from '@/lib/schemas/content/pricing';
import { plan } from '@/lib/trips/plan';
import type { PlannerInput } from '@/lib/trips/planner-input';
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

// The printed quote sheet (naming the request once one was sent) and the estimate for the planner's values: one way.
export function PlannerEstimatePanel({ values, airports, pricing, brand, className }: PlannerEstimatePanelProps) {
  const planned = useMemo(() => plan(values, { airports, pricing }), [values, airports, pricing]);
  const shown = planned.estimate.status === 'incomplete' ? undefined : planned.reference;
  // Once a request made from this trip went somewhere, the printed quote names it.
  const sent = useSyncExternalStore(
    subscribeSentThisVisit,
    () => sentAs(planned.reference),
    () => undefined,
  );
  return (
    <>
      <QuoteSheet plan={planned} brand={brand} sent={sent} />
      {planned.tripType === 'one-way' ? (
        <EstimatePanel estimate={planned.estimate} pricing={pricing} className={className} reference={shown} />
      ) : (
        <ItineraryPanel estimate={planned.estimate} pricing={pricing} className={className} reference={shown} />
      )}
    </>
  );
}
