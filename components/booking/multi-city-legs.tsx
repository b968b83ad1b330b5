'use client';
import { Plus, X } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import type { Airport } from '@/lib/schemas/content/airports';
import { emptyLeg, MAX_LEGS, MAX_LEGS_REACHED, type PlannerInput } from '@/lib/schemas/forms/itinerary-options';
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
          <X aria-hidden />
          Remove leg {number}
        </Button>
      )}
    </fieldset>
  );
}

/** The multi-city itinerary: Leg 1 is the form's own fields, then up to five more legs. */
export function MultiCityLegs({ id, airports }: { id: string; airports: readonly Airport[] }) {
  const { control, getValues, setFocus } = useFormContext<PlannerInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'nextLegs' });
  const full = fields.length + 1 >= MAX_LEGS;
  const noteId = `${id}-legs-note`;

  const addLeg = () => {
    const legs = getValues('nextLegs');
    const previousArrival = legs.length ? legs[legs.length - 1].arrival : getValues('arrival');
    append(emptyLeg(previousArrival), { focusName: `nextLegs.${legs.length}.arrival` });
  };
  const removeLeg = (index: number) => {
    remove(index);
    // The removed leg's button is gone: continue from the leg before it.
    requestAnimationFrame(() => setFocus(index === 0 ? 'arrival' : `nextLegs.${index - 1}.arrival`));
  };

  return (
    <div className="grid gap-5">
      <LegGroup number={1}>
        <LegFields id={`${id}-leg-1`} index={null} airports={airports} />
      </LegGroup>
      {fields.map((field, index) => (
        <LegGroup key={field.id} number={index + 2} onRemove={index >= 1 ? () => removeLeg(index) : undefined}>
          <LegFields id={`${id}-leg-${field.id}`} index={index} airports={airports} />
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
          <Plus aria-hidden />
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
