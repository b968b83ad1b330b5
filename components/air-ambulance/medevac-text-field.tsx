'use client';
import type { ComponentProps } from 'react';
import { useFormContext, type RegisterOptions } from 'react-hook-form';
import { Field, FieldDescription, FieldError, FieldLabel } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { AirAmbulanceInput } from '@/lib/schemas/forms/air-ambulance';

type TextName = 'from' | 'to' | 'date' | 'contactName' | 'contactPhone';

type MedevacTextFieldProps = Omit<ComponentProps<'input'>, 'name' | 'id'> & {
  id: string;
  name: TextName;
  label: string;
  hint?: string;
  registerOptions?: RegisterOptions<AirAmbulanceInput, TextName>;
};

/** One labelled input of the request: hint and error under it, tied to it for screen readers. */
export function MedevacTextField({
  id,
  name,
  label,
  hint,
  required,
  registerOptions,
  ...inputProps
}: MedevacTextFieldProps) {
  const { register, formState } = useFormContext<AirAmbulanceInput>();
  const error = formState.errors[name]?.message;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <Field className="content-start">
      <FieldLabel htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden className="ml-0.5 text-gold">
            *
          </span>
        ) : null}
      </FieldLabel>
      <Input
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...inputProps}
        {...register(name, registerOptions)}
      />
      {hint ? <FieldDescription id={`${id}-hint`}>{hint}</FieldDescription> : null}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </Field>
  );
}
