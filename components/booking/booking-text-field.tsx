'use client';

import { useFormContext, useFormState } from 'react-hook-form';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { PlannerInput } from '@/lib/trips/planner-input';

type LegField = 'departure' | 'arrival' | 'date' | 'time';
type TextFieldName = LegField | 'returnDate' | 'returnTime' | `nextLegs.${number}.${LegField}`;

type BookingTextFieldProps = {
  id: string;
  name: TextFieldName;
  label: string;
  type?: 'text' | 'date' | 'time';
  placeholder?: string;
  autoComplete?: string;
  min?: string;
  max?: string;
};

export function BookingTextField({ id, name, label, type = 'text', ...inputProps }: BookingTextFieldProps) {
  const { register, control, getFieldState } = useFormContext<PlannerInput>();
  // Its own subscription: the form's context does not re-render the fields when errors change.
  const formState = useFormState({ control, name, exact: true });
  const error = getFieldState(name, formState).error?.message;
  return (
    <FormField id={id} label={label} error={error} requiredMark>
      {(control) => (
        <Input
          {...control}
          type={type}
          required
          className={type === 'text' ? undefined : '[color-scheme:dark]'}
          {...inputProps}
          {...register(name)}
        />
      )}
    </FormField>
  );
}
