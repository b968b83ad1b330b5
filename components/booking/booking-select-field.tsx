'use client';
import { Controller, useFormContext } from 'react-hook-form';
import { Field, FieldError, FieldLabel } from '@/components/ui/field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { BookingInput } from '@/lib/schemas/forms/booking';

type BookingSelectFieldProps = {
  id: string;
  name: 'passengers' | 'jetType';
  label: string;
  options: { value: string; label: string }[];
};

/** A Radix Select bound to the form through a Controller; the value is a string on the wire. */
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
          <Select
            name={field.name}
            value={String(field.value)}
            onValueChange={(value) => field.onChange(name === 'passengers' ? Number(value) : value)}
          >
            <SelectTrigger
              id={id}
              ref={field.ref}
              onBlur={field.onBlur}
              aria-invalid={fieldState.error ? true : undefined}
              aria-describedby={fieldState.error ? errorId : undefined}
            >
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {options.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <FieldError id={errorId}>{fieldState.error?.message}</FieldError>
        </Field>
      )}
    />
  );
}
