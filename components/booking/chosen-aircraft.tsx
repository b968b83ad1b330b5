'use client';

import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import type { JetType } from '@/lib/schemas/content/jet-types';
import type { PlannerInput } from '@/lib/trips/planner-input';

export type AircraftChoice = { slug: string; name: string; jetType: JetType };
export type ChosenAircraftCopy = { label: string; remove: string };

type ChosenAircraftProps = { choices: readonly AircraftChoice[]; copy: ChosenAircraftCopy };

export function ChosenAircraft({ choices, copy }: ChosenAircraftProps) {
  const { control, setValue } = useFormContext<PlannerInput>();
  const [slug, jetType] = useWatch({ control, name: ['aircraft', 'jetType'] });
  const chosen = choices.find((choice) => choice.slug === slug && choice.jetType === jetType);
  useEffect(() => {
    if (slug && !chosen) setValue('aircraft', '');
  }, [slug, chosen, setValue]);
  if (!chosen) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm sm:col-span-2">
      <span>
        {copy.label}:{' '}
        <a href={`/fleet/${chosen.slug}/`} className="font-semibold text-gold underline-offset-4 hover:underline">
          {chosen.name}
        </a>
      </span>
      <Button variant="muted" size="inline" className="min-h-6 text-sm" onClick={() => setValue('aircraft', '')}>
        {copy.remove}
      </Button>
    </p>
  );
}
