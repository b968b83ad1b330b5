'use client';

import type { Airport } from '@/lib/schemas/content/airports';
import { BookingTextField } from './booking-text-field';
import { EstimateAirportField } from './estimate-airport-field';
import { PlannerDateField } from './planner-date-field';

type LegFieldsProps = {
  id: string;
  index: number | null;
  airports: readonly Airport[];
};

const path = <F extends string>(index: number | null, field: F) =>
  (index === null ? field : `nextLegs.${index}.${field}`) as F | `nextLegs.${number}.${F}`;

export function LegFields({ id, index, airports }: LegFieldsProps) {
  const previousDate = index === null ? undefined : index === 0 ? 'date' : path(index - 1, 'date');
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <EstimateAirportField
        id={`${id}-departure`}
        name={path(index, 'departure')}
        label="Departure city"
        placeholder="e.g. Mumbai"
        airports={airports}
      />
      <EstimateAirportField
        id={`${id}-arrival`}
        name={path(index, 'arrival')}
        label="Arrival city"
        placeholder="e.g. Dubai"
        airports={airports}
      />
      <PlannerDateField id={`${id}-date`} name={path(index, 'date')} label="Departure date" after={previousDate} />
      <BookingTextField id={`${id}-time`} name={path(index, 'time')} label="Departure time" type="time" />
    </div>
  );
}
