import type { FormEvent } from 'react';
import { airAmbulanceDefaults, WHEN_LABELS, WHEN_OPTIONS } from '@/lib/schemas/forms/air-ambulance-options';
import { mumbaiDate } from '@/lib/time/mumbai';
import { ChoiceGroup } from './choice-group';
import { MedevacTextField } from './medevac-text-field';

const whenOptions = WHEN_OPTIONS.map((value) => ({ value, label: WHEN_LABELS[value] }));

// The HTML is exported days before it is read, so "today" is only known in the browser. It is set
// on the element when React attaches it, not through state, so hydration renders nothing twice.
const earliestToday = (input: HTMLInputElement | null) => {
  if (input) input.min = mumbaiDate();
};

/**
 * Keeps "When" and "Date" in step: picking a date chooses "On a date", and choosing "As soon as
 * possible" clears the date. Runs before the form's own change handler, which then reads both.
 */
export function syncWhen(event: FormEvent<HTMLFormElement>) {
  const field = event.target as HTMLInputElement;
  const elements = event.currentTarget.elements;
  if (field.name === 'when' && field.value === 'asap') (elements.namedItem('date') as HTMLInputElement).value = '';
  if (field.name !== 'date' || !field.value) return;
  // Each radio is set on its own: React notices a radio's change by its own `checked` setter, so one
  // unchecked only as a side effect (RadioNodeList.value) would not report being chosen again.
  for (const radio of elements.namedItem('when') as RadioNodeList) {
    (radio as HTMLInputElement).checked = (radio as HTMLInputElement).value === 'date';
  }
}

/** As soon as possible, or a date no earlier than today in Mumbai. */
export function WhenField({ id, error }: { id: string; error?: string }) {
  return (
    <div className="grid gap-4 sm:col-span-2 sm:grid-cols-2 sm:items-start">
      <ChoiceGroup
        id={`${id}-when`}
        legend="When"
        name="when"
        options={whenOptions}
        defaultValue={airAmbulanceDefaults.when}
      />
      <MedevacTextField
        id={`${id}-date`}
        name="date"
        label="Date"
        type="date"
        ref={earliestToday}
        error={error}
        hint="Mumbai time (IST), for a flight on a given day"
        className="[color-scheme:dark]"
      />
    </div>
  );
}
