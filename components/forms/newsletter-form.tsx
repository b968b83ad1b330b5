'use client';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { messages } from '@/content/messages';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { NewsletterValues } from '@/lib/schemas/forms/newsletter';
import { lazyZodResolver } from '@/lib/schemas/lazy-resolver';
import { showToast } from '@/lib/toast';

/** Footer newsletter: validated, then thanks and clears (SPEC.md section 7: no call is made). */
export function NewsletterForm() {
  const id = useId();
  const form = useForm<NewsletterValues>({
    resolver: lazyZodResolver(() => import('@/lib/schemas/forms/newsletter').then((m) => m.newsletterSchema)),
    defaultValues: { email: '' },
  });
  const error = form.formState.errors.email?.message;

  const onSubmit = form.handleSubmit(() => {
    void showToast(messages.newsletterThanks, {}, 'success');
    form.reset();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-2">
      <label htmlFor={`${id}-email`} className="text-sm font-medium">
        Email address
      </label>
      <div className="flex gap-2">
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...form.register('email')}
        />
        <Button type="submit">Subscribe</Button>
      </div>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </form>
  );
}
