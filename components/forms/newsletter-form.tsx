'use client';

import { useId } from 'react';
import { useRequestForm } from '@/components/requests/use-request-form';
import { Button } from '@/components/ui/button';
import { fieldControlProps, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { onUse } from '@/lib/on-use';
import type { NewsletterValues } from '@/lib/schemas/forms/newsletter';
import { cn } from '@/lib/utils';

const loadKind = onUse(() => import('@/lib/requests/kinds/newsletter').then((module) => module.newsletterKind));

type NewsletterFormProps = { className?: string; rowClassName?: string };

// A newsletter box ("Subscribe", the footer's and the journal's): the subscription is a request like any other.
export function NewsletterForm({ className, rowClassName }: NewsletterFormProps) {
  const id = useId();
  const { form, errors, submitting, formProps, dialog } = useRequestForm<NewsletterValues, void>(loadKind, {
    context: () => undefined,
    onReceived: () => form.reset(),
  });
  return (
    <>
      {/* Plain label and row, not FormField: every page's HTML carries this box, so bytes count here. */}
      <form {...formProps} className={cn('grid gap-2', className)}>
        <label htmlFor={`${id}-email`} className="text-sm font-medium">
          Email address
        </label>
        <div className={cn('flex gap-2', rowClassName)}>
          <Input
            {...fieldControlProps(`${id}-email`, errors.email)}
            {...form.register('email')}
            type="email"
            required
            autoComplete="email"
            placeholder="you@example.com"
          />
          <Button type="submit" disabled={submitting}>
            Subscribe
          </Button>
        </div>
        <FieldError id={`${id}-email-error`}>{errors.email}</FieldError>
      </form>
      {dialog}
    </>
  );
}
