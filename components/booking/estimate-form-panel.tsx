'use client';

import { useEffect, useMemo, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { browserPart } from '@/lib/browser-part';
import { onUse } from '@/lib/on-use';
import type { Airport } from '@/lib/schemas/content/airports';
import type { Pricing } from '@/lib/schemas/content/pricing';
import type { PlannerInput } from '@/lib/trips/planner-input';

// The estimate only has something to say once a route is chosen, so it.
const PlannerEstimatePanel = browserPart(
  onUse(() => import('./planner-estimate-panel').then((module) => module.PlannerEstimatePanel)),
);

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
  brand: string;
};

export function EstimateFormPanel(props: EstimateFormPanelProps) {
  const { control } = useFormContext<PlannerInput>();
  const values = useWatch({ control });
  const settled = useSettled(JSON.stringify(values));
  const trip = useMemo(() => JSON.parse(settled) as Partial<PlannerInput>, [settled]);
  return <PlannerEstimatePanel values={trip} {...props} />;
}
