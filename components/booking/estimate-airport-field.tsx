'use client';
import { Controller, useFormContext } from 'react-hook-form';
import { Field, FieldLabel } from '@/components/ui/field';
import { FieldError } from '@/components/ui/field-wiring';
import type { Airport } from '@/lib/schemas/content/airports';
import type { PlannerInput } from '@/lib/schemas/forms/itinerary-options';
import { AirportCombobox } from './estimate-airport-combobox';

type EstimateAirportFieldProps = {
  id: string;
  name: 'departure' | 'arrival' | `nextLegs.${number}.${'departure' | 'arrival'}`;
  label: string;
  placeholder?: string;
  airports: readonly Airport[];
};

/** Departure/arrival as an airport combobox bound to the booking form; the schema still receives the text. */
export function EstimateAirportField({ id, name, label, placeholder, airports }: EstimateAirportFieldProps) {
  const { control } = useFormContext<PlannerInput>();
  const errorId = `${id}-error`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field>
          <FieldLabel htmlFor={id}>
            {label}
            <span aria-hidden className="ml-0.5 text-gold">
              *
            </span>
          </FieldLabel>
          <AirportCombobox
            id={id}
            ref={field.ref}
            name={field.name}
            value={field.value ?? ''}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            airports={airports}
            listLabel={`${label} suggestions`}
            placeholder={placeholder}
            required
            aria-invalid={fieldState.error ? true : undefined}
            aria-describedby={fieldState.error ? errorId : undefined}
          />
          <FieldError id={errorId}>{fieldState.error?.message}</FieldError>
        </Field>
      )}
    />
  );
}
