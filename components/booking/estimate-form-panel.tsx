'use client';
import dynamic from 'next/dynamic';
import { useEffect, useMemo, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { RateCard } from '@/lib/booking/quote';
import type { Airport } from '@/lib/schemas/content/airports';
import type { Pricing } from '@/lib/schemas/content/pricing';
import type { PlannerInput } from '@/lib/schemas/forms/itinerary-options';
import { plannerEstimate } from '@/lib/trips/planner-estimate';
import { quoteReference } from '@/lib/trips/reference';

// The panels only have something to say once a route is chosen, so they load after the page is
// interactive instead of weighing on /book's first load.
const EstimatePanel = dynamic(() => import('./estimate-panel').then((module) => module.EstimatePanel), {
  ssr: false,
});
const ItineraryPanel = dynamic(() => import('./itinerary-panel').then((module) => module.ItineraryPanel), {
  ssr: false,
});
const QuoteSheet = dynamic(() => import('./quote-sheet').then((module) => module.QuoteSheet), { ssr: false });

// Wait for a pause in typing, so "M", "Mu", "Mum" are not each announced as unknown places.
const SETTLE_MS = 350;

function useSettled(key: string): string {
  const [settled, setSettled] = useState(key);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(key), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [key]);
  return settled;
}

type EstimateFormPanelProps = {
  airports: readonly Airport[];
  pricing: Pricing;
  className?: string;
  /** For the printed quote sheet. */
  brand: string;
  rates: RateCard;
};

/** The estimate (one way or the whole itinerary) for whatever the planner holds, updated as it changes. */
export function EstimateFormPanel({ airports, pricing, className, brand, rates }: EstimateFormPanelProps) {
  const { control } = useFormContext<PlannerInput>();
  const values = useWatch({ control }) as Partial<PlannerInput>;
  const settled = useSettled(JSON.stringify(values));
  const trip = useMemo(() => JSON.parse(settled) as Partial<PlannerInput>, [settled]);
  const result = useMemo(() => plannerEstimate(trip, { airports, pricing }), [trip, airports, pricing]);
  const reference = result.estimate.status === 'incomplete' ? undefined : quoteReference(trip, airports);
  return (
    <>
      <QuoteSheet values={trip} reference={quoteReference(trip, airports)} brand={brand} rates={rates} />
      {result.tripType === 'one-way' ? (
        <EstimatePanel estimate={result.estimate} pricing={pricing} className={className} reference={reference} />
      ) : (
        <ItineraryPanel estimate={result.estimate} pricing={pricing} className={className} reference={reference} />
      )}
    </>
  );
}
