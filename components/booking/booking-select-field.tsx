'use client';
import { Controller, useFormContext } from 'react-hook-form';
import { Field, FieldError, FieldLabel } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import type { BookingInput } from '@/lib/schemas/forms/booking';

type BookingSelectFieldProps = {
  id: string;
  name: 'passengers' | 'jetType';
  label: string;
  options: { value: string; label: string }[];
};

/** A native select bound to the form through a Controller; passengers is a number in the form. */
export function BookingSelectField({ id, name, label, options }: BookingSelectFieldProps) {
  const { control } = useFormContext<BookingInput>();
  const errorId = `${id}-error`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field>
          <FieldLabel htmlFor={id}>{label}</FieldLabel>
          <NativeSelect
            id={id}
            name={field.name}
            ref={field.ref}
            value={String(field.value)}
            onBlur={field.onBlur}
            onChange={(event) =>
              field.onChange(name === 'passengers' ? Number(event.target.value) : event.target.value)
            }
            aria-invalid={fieldState.error ? true : undefined}
            aria-describedby={fieldState.error ? errorId : undefined}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
          <FieldError id={errorId}>{fieldState.error?.message}</FieldError>
        </Field>
      )}
    />
  );
}
