'use client';

import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { fieldControlProps, FieldError } from '@/components/ui/field-wiring';
import { Input } from '@/components/ui/input';
import { fieldValue, useSchemaForm, type SchemaLike } from '@/lib/use-schema-form';
import { cn } from '@/lib/utils';

type EmailSignupFormProps = {
  /** Loads the form's zod schema on first submit, keeping zod out of the page's first load. */
  loadSchema: () => Promise<SchemaLike<unknown>>;
  /** Called with the valid address; the form clears when `clear` is called. */
  onSubscribed: (email: string, clear: () => void) => void;
  /** When the form first takes focus: a chance to load what the submit will need. */
  onFocus?: () => void;
  className?: string;
  rowClassName?: string;
};

/**
 * A one-field e-mail signup (the footer's and the journal's newsletters). One field does not need
 * react-hook-form; the schema still decides what is valid and what the error says.
 */
export function EmailSignupForm({ loadSchema, onSubscribed, onFocus, className, rowClassName }: EmailSignupFormProps) {
  const id = useId();
  const { errors, formProps } = useSchemaForm({
    loadSchema,
    read: (form) => ({ email: fieldValue(form, 'email') }),
    onValid: (values, form) => onSubscribed((values as { email: string }).email, () => form.reset()),
  });

  return (
    <form {...formProps} onFocus={onFocus} className={cn('grid gap-2', className)}>
      <label htmlFor={`${id}-email`} className="text-sm font-medium">
        Email address
      </label>
      <div className={cn('flex gap-2', rowClassName)}>
        <Input
          {...fieldControlProps(`${id}-email`, errors.email)}
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
        />
        <Button type="submit">Subscribe</Button>
      </div>
      <FieldError id={`${id}-email-error`}>{errors.email}</FieldError>
    </form>
  );
}
