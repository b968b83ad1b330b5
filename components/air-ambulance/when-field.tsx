'use client';

import { useSyncExternalStore } from 'react';
import { useFormContext } from 'react-hook-form';
import type { AirAmbulanceInput } from '@/lib/schemas/forms/air-ambulance';
import { WHEN_LABELS, WHEN_OPTIONS } from '@/lib/schemas/forms/air-ambulance-options';
import { mumbaiDate } from '@/lib/time/mumbai';
import { ChoiceGroup } from './choice-group';
import { MedevacTextField } from './medevac-text-field';

const whenOptions = WHEN_OPTIONS.map((value) => ({ value, label: WHEN_LABELS[value] }));
const noSubscribe = () => () => {};

/**
 * As soon as possible, or a date no earlier than today in Mumbai. The two stay in step: picking
 * a date chooses "On a date", and choosing "As soon as possible" clears the date.
 */
export function WhenField({ id }: { id: string }) {
  const { register, setValue } = useFormContext<AirAmbulanceInput>();
  // The HTML is exported days before it is read: "today" is only known in the browser.
  const today = useSyncExternalStore(
    noSubscribe,
    () => mumbaiDate(),
    () => undefined,
  );
  const when = register('when', {
    onChange: (event) => {
      if (event.target.value === 'asap') setValue('date', '');
    },
  });
  return (
    <div className="grid gap-4 sm:col-span-2 sm:grid-cols-2 sm:items-start">
      <ChoiceGroup id={`${id}-when`} legend="When" options={whenOptions} registration={when} />
      <MedevacTextField
        id={`${id}-date`}
        name="date"
        label="Date"
        type="date"
        min={today}
        hint="Mumbai time (IST), for a flight on a given day"
        className="[color-scheme:dark]"
        registerOptions={{
          onChange: (event) => {
            if (event.target.value) setValue('when', 'date');
          },
        }}
      />
    </div>
  );
}
