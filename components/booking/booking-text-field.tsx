'use client';
import { useFormContext } from 'react-hook-form';
import { Field, FieldError, FieldLabel } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { PlannerInput } from '@/lib/schemas/forms/itinerary-options';

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
};

/** One required text/date/time input of the booking form: visible label, error under it. */
export function BookingTextField({ id, name, label, type = 'text', ...inputProps }: BookingTextFieldProps) {
  const { register, formState, getFieldState } = useFormContext<PlannerInput>();
  const error = getFieldState(name, formState).error?.message;
  const errorId = `${id}-error`;
  return (
    <Field>
      <FieldLabel htmlFor={id}>
        {label}
        <span aria-hidden className="ml-0.5 text-gold">
          *
        </span>
      </FieldLabel>
      <Input
        id={id}
        type={type}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={type === 'text' ? undefined : '[color-scheme:dark]'}
        {...inputProps}
        {...register(name)}
      />
      <FieldError id={errorId}>{error}</FieldError>
    </Field>
  );
}
