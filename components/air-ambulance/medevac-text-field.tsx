'use client';

import type { ComponentProps } from 'react';
import { useFormContext, type RegisterOptions } from 'react-hook-form';
import { FormField } from '@/components/ui/field';
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
  return (
    <FormField
      id={id}
      label={label}
      hint={hint}
      error={formState.errors[name]?.message}
      requiredMark={required}
      className="content-start"
    >
      {(control) => <Input {...control} required={required} {...inputProps} {...register(name, registerOptions)} />}
    </FormField>
  );
}
