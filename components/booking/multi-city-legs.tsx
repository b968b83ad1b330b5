'use client';

import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { PlusIcon } from '@/components/icons/lucide/plus';
import { XIcon } from '@/components/icons/lucide/x';
import { Button } from '@/components/ui/button';
import type { Airport } from '@/lib/schemas/content/airports';
import { MAX_LEGS_REACHED } from '@/lib/schemas/forms/itinerary-options';
import { emptyLeg, type PlannerInput } from '@/lib/trips/planner-input';
import { MAX_LEGS } from '@/lib/trips/rules';
import { LegFields } from './leg-fields';

function LegGroup({
  number,
  children,
  onRemove,
}: {
  number: number;
  children: React.ReactNode;
  onRemove?: () => void;
}) {
  return (
    <fieldset className="grid gap-4 rounded-xl border border-border p-4 sm:p-5">
      <legend className="px-2 font-display text-lg">Leg {number}</legend>
      {children}
      {onRemove && (
        <Button type="button" variant="ghost" size="sm" onClick={onRemove} className="justify-self-start">
          <XIcon aria-hidden />
          Remove leg {number}
        </Button>
      )}
    </fieldset>
  );
}

function useFollowArrivals(arrivals: string[]) {
  const { getValues, setValue } = useFormContext<PlannerInput>();
  const previous = useRef(arrivals);
  const key = JSON.stringify(arrivals);
  useEffect(() => {
    const before = previous.current;
    previous.current = arrivals;
    arrivals.forEach((arrival, index) => {
      if (index >= arrivals.length - 1 || arrival === before[index]) return;
      const departure = getValues(`nextLegs.${index}.departure`);
      if (departure === '' || departure === before[index]) setValue(`nextLegs.${index}.departure`, arrival);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the arrivals are compared by value
  }, [key]);
}

export function MultiCityLegs({ id, airports }: { id: string; airports: readonly Airport[] }) {
  // Legs live in the form as a plain array (useFieldArray would add its code to every form's chunk).
  const { control, getValues, setValue, setFocus } = useFormContext<PlannerInput>();
  const legs = useWatch({ control, name: 'nextLegs' }) ?? [];
  const firstArrival = useWatch({ control, name: 'arrival' });
  useFollowArrivals([firstArrival, ...legs.map((leg) => leg.arrival)]);
  const full = legs.length + 1 >= MAX_LEGS;
  const noteId = `${id}-legs-note`;

  const addLeg = () => {
    const current = getValues('nextLegs');
    const previousArrival = current.length ? current[current.length - 1].arrival : getValues('arrival');
    setValue('nextLegs', [...current, emptyLeg(previousArrival)]);
    requestAnimationFrame(() => setFocus(`nextLegs.${current.length}.arrival`));
  };
  const removeLeg = (index: number) => {
    setValue(
      'nextLegs',
      getValues('nextLegs').filter((_, i) => i !== index),
    );
    requestAnimationFrame(() => setFocus(`nextLegs.${index - 1}.arrival`));
  };

  return (
    <div className="grid gap-5">
      <LegGroup number={1}>
        <LegFields id={`${id}-leg-1`} index={null} airports={airports} />
      </LegGroup>
      {legs.map((_, index) => (
        <LegGroup key={index} number={index + 2} onRemove={index >= 1 ? () => removeLeg(index) : undefined}>
          <LegFields id={`${id}-leg-${index + 2}`} index={index} airports={airports} />
        </LegGroup>
      ))}
      <div className="grid gap-2 sm:flex sm:items-center sm:gap-4">
        <Button
          type="button"
          variant="outline"
          onClick={addLeg}
          disabled={full}
          aria-describedby={full ? noteId : undefined}
        >
          <PlusIcon aria-hidden />
          Add Leg
        </Button>
        {full && (
          <p id={noteId} className="text-sm text-muted-foreground">
            {MAX_LEGS_REACHED}
          </p>
        )}
      </div>
    </div>
  );
}
