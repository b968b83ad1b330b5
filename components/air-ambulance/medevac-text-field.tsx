import type { ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

type MedevacTextFieldProps = Omit<ComponentProps<'input'>, 'name' | 'id' | 'ref'> & {
  id: string;
  field: UseFormRegisterReturn;
  label: string;
  hint?: string;
  error?: string;
};

export function MedevacTextField({ id, field, label, hint, error, required, ...inputProps }: MedevacTextFieldProps) {
  return (
    <FormField id={id} label={label} hint={hint} error={error} requiredMark={required} className="content-start">
      {(control) => <Input {...control} required={required} {...inputProps} {...field} />}
    </FormField>
  );
}
