'use client';

import { useEffect, useMemo, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { browserPart } from '@/lib/browser-part';
import { onUse } from '@/lib/on-use';
import type { Airport } from '@/lib/schemas/content/airports';
import type { Pricing } from '@/lib/schemas/content/pricing';
import type { PlannerInput } from '@/lib/trips/planner-input';

// The estimate only has something to say once a route is chosen, so it (and the estimator for
// whole itineraries) loads after the page is interactive instead of weighing on /book's first load.
// A dropped connection is retried with back-off rather than breaking the form.
const PlannerEstimatePanel = browserPart(
  onUse(() => import('./planner-estimate-panel').then((module) => module.PlannerEstimatePanel)),
);

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
};

/** The estimate (one way or the whole itinerary) for whatever the planner holds, updated as it changes. */
export function EstimateFormPanel(props: EstimateFormPanelProps) {
  const { control } = useFormContext<PlannerInput>();
  const values = useWatch({ control });
  const settled = useSettled(JSON.stringify(values));
  const trip = useMemo(() => JSON.parse(settled) as Partial<PlannerInput>, [settled]);
  return <PlannerEstimatePanel values={trip} {...props} />;
}
