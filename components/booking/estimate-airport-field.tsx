'use client';

import { Controller, useFormContext } from 'react-hook-form';
import { FormField } from '@/components/ui/field';
import type { Airport } from '@/lib/schemas/content/airports';
import type { PlannerInput } from '@/lib/trips/planner-input';
import { AirportCombobox } from './estimate-airport-combobox';

type EstimateAirportFieldProps = {
  id: string;
  name: 'departure' | 'arrival' | `nextLegs.${number}.${'departure' | 'arrival'}`;
  label: string;
  placeholder?: string;
  airports: readonly Airport[];
};

export function EstimateAirportField({ id, name, label, placeholder, airports }: EstimateAirportFieldProps) {
  const { control } = useFormContext<PlannerInput>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField id={id} label={label} error={fieldState.error?.message} requiredMark>
          {(control) => (
            <AirportCombobox
              {...control}
              ref={field.ref}
              name={field.name}
              value={field.value ?? ''}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              airports={airports}
              placeholder={placeholder}
              required
            />
          )}
        </FormField>
      )}
    />
  );
}
