import type { ComponentProps } from 'react';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

type TextName = 'from' | 'to' | 'date' | 'contactName' | 'contactPhone';

type MedevacTextFieldProps = Omit<ComponentProps<'input'>, 'name' | 'id'> & {
  id: string;
  name: TextName;
  label: string;
  hint?: string;
  error?: string;
};

/** One labelled input of the request: hint and error under it, tied to it for screen readers. */
export function MedevacTextField({ id, name, label, hint, error, required, ...inputProps }: MedevacTextFieldProps) {
  return (
    <FormField id={id} label={label} hint={hint} error={error} requiredMark={required} className="content-start">
      {(control) => <Input {...control} name={name} required={required} {...inputProps} />}
    </FormField>
  );
}
