'use client';
import dynamic from 'next/dynamic';
import { useEffect, useMemo, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { estimateFromForm, type RouteFormValues } from '@/lib/estimate/from-form';
import { withRetries } from '@/lib/lazy-import';
import type { Airport } from '@/lib/schemas/content/airports';
import type { Pricing } from '@/lib/schemas/content/pricing';
import type { BookingInput } from '@/lib/schemas/forms/booking';

// The panel only has something to say once a route is chosen, so it loads after the page is
// interactive instead of weighing on /book's first load.
// A dropped connection is retried with back-off rather than breaking the form.
const EstimatePanel = dynamic(
  withRetries(() => import('./estimate-panel').then((module) => module.EstimatePanel)),
  { ssr: false },
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

/** The route estimate for whatever the booking form holds, updated as the form changes. */
type EstimateFormPanelProps = { airports: readonly Airport[]; pricing: Pricing; className?: string };

export function EstimateFormPanel({ airports, pricing, className }: EstimateFormPanelProps) {
  const { control } = useFormContext<BookingInput>();
  const [departure, arrival, jetType, passengers] = useWatch({
    control,
    name: ['departure', 'arrival', 'jetType', 'passengers'],
  });
  const settled = useSettled(JSON.stringify({ departure, arrival, jetType, passengers }));
  const estimate = useMemo(
    () => estimateFromForm(JSON.parse(settled) as RouteFormValues, airports, pricing),
    [settled, airports, pricing],
  );
  return <EstimatePanel estimate={estimate} pricing={pricing} className={className} />;
}
