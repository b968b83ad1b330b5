'use client';

import { Controller, useFormContext } from 'react-hook-form';
import { FormField } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import type { BookingInput } from '@/lib/schemas/forms/booking';

type BookingSelectFieldProps = {
  id: string;
  name: 'passengers' | 'jetType';
  label: string;
  options: { value: string; label: string }[];
};

export function BookingSelectField({ id, name, label, options }: BookingSelectFieldProps) {
  const { control } = useFormContext<BookingInput>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField id={id} label={label} error={fieldState.error?.message}>
          {(wiring) => (
            <NativeSelect
              {...wiring}
              name={field.name}
              ref={field.ref}
              value={String(field.value)}
              onBlur={field.onBlur}
              onChange={(event) =>
                field.onChange(name === 'passengers' ? Number(event.target.value) : event.target.value)
              }
            >
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      )}
    />
  );
}
