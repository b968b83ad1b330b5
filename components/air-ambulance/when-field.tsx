import type { UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import type { AirAmbulanceValues } from '@/lib/schemas/forms/air-ambulance';
import { airAmbulanceDefaults, WHEN_LABELS, WHEN_OPTIONS } from '@/lib/schemas/forms/air-ambulance-options';
import { mumbaiDate } from '@/lib/time/mumbai';
import { ChoiceGroup } from './choice-group';
import { MedevacTextField } from './medevac-text-field';

const whenOptions = WHEN_OPTIONS.map((value) => ({ value, label: WHEN_LABELS[value] }));

// The HTML is exported days before it is read, so "today" is only known in the browser.
const earliestToday = (input: HTMLInputElement | null) => {
  if (input) input.min = mumbaiDate();
};

type WhenFields = { when: UseFormRegisterReturn<'when'>; date: UseFormRegisterReturn<'date'> };

export function whenFields({ register, setValue }: UseFormReturn<AirAmbulanceValues>): WhenFields {
  const when = register('when', { onChange: (event) => event.target.value === 'asap' && setValue('date', '') });
  const date = register('date', { onChange: (event) => event.target.value && setValue('when', 'date') });
  return {
    when,
    date: {
      ...date,
      ref: (input: HTMLInputElement | null) => {
        date.ref(input);
        earliestToday(input);
      },
    },
  };
}

export function WhenField({ id, fields, error }: { id: string; fields: WhenFields; error?: string }) {
  return (
    <div className="grid gap-4 sm:col-span-2 sm:grid-cols-2 sm:items-start">
      <ChoiceGroup
        id={`${id}-when`}
        legend="When"
        field={fields.when}
        options={whenOptions}
        defaultValue={airAmbulanceDefaults.when}
      />
      <MedevacTextField
        id={`${id}-date`}
        field={fields.date}
        label="Date"
        type="date"
        error={error}
        hint="Mumbai time (IST), for a flight on a given day"
        className="[color-scheme:dark]"
      />
    </div>
  );
}
