'use client';

import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { fieldControlProps, FieldError } from '@/components/ui/field-wiring';
import { Input } from '@/components/ui/input';
import type { ZodLikeSchema } from '@/lib/schemas/lazy-resolver';
import { showConnectionError } from '@/lib/toast';
import { usePendingSubmit } from '@/lib/use-pending-submit';
import { cn } from '@/lib/utils';

type EmailSignupFormProps = {
  /** Loads the form's zod schema on first submit, keeping zod out of the page's first load. */
  loadSchema: () => Promise<ZodLikeSchema>;
  onSubscribed: () => void;
  className?: string;
  rowClassName?: string;
};

/**
 * A one-field e-mail signup (the footer's and the journal's newsletters). One field does not need
 * react-hook-form; the schema still decides what is valid and what the error says.
 */
export function EmailSignupForm({ loadSchema, onSubscribed, className, rowClassName }: EmailSignupFormProps) {
  const id = useId();
  const pendingSubmit = usePendingSubmit();
  const [error, setError] = useState<string>();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const input = form.elements.namedItem('email') as HTMLInputElement;
    const schema = await loadSchema().catch(() => null);
    if (!schema) return void showConnectionError();
    const result = schema.safeParse({ email: input.value });
    if (!result.success) {
      setError(result.error.issues[0]?.message);
      input.focus();
      return;
    }
    setError(undefined);
    form.reset();
    onSubscribed();
  }

  return (
    <form method="dialog" ref={pendingSubmit} onSubmit={onSubmit} noValidate className={cn('grid gap-2', className)}>
      <label htmlFor={`${id}-email`} className="text-sm font-medium">
        Email address
      </label>
      <div className={cn('flex gap-2', rowClassName)}>
        <Input
          {...fieldControlProps(`${id}-email`, error)}
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
          onChange={() => error && setError(undefined)}
        />
        <Button type="submit">Subscribe</Button>
      </div>
      <FieldError id={`${id}-email-error`}>{error}</FieldError>
    </form>
  );
}
