'use client';
import { useSyncExternalStore } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { AirAmbulanceInput } from '@/lib/schemas/forms/air-ambulance';
import { WHEN_LABELS, WHEN_OPTIONS } from '@/lib/schemas/forms/air-ambulance-options';
import { mumbaiDate } from '@/lib/time/mumbai';
import { ChoiceGroup } from './choice-group';
import { MedevacTextField } from './medevac-text-field';

const whenOptions = WHEN_OPTIONS.map((value) => ({ value, label: WHEN_LABELS[value] }));
const noSubscribe = () => () => {};

/** As soon as possible, or a date no earlier than today in Mumbai. */
export function WhenField({ id }: { id: string }) {
  const { register, control } = useFormContext<AirAmbulanceInput>();
  const when = useWatch({ control, name: 'when' });
  // The HTML is exported days before it is read: "today" is only known in the browser.
  const today = useSyncExternalStore(
    noSubscribe,
    () => mumbaiDate(),
    () => undefined,
  );
  return (
    <div className="grid gap-4 sm:col-span-2">
      <ChoiceGroup id={`${id}-when`} legend="When" options={whenOptions} registration={register('when')} />
      {/* Hidden rather than unmounted, so the date keeps its place in the order errors are focused. */}
      <div hidden={when !== 'date'}>
        <MedevacTextField
          id={`${id}-date`}
          name="date"
          label="Date"
          type="date"
          min={today}
          required
          hint="Mumbai time (IST)"
          className="[color-scheme:dark]"
        />
      </div>
    </div>
  );
}
