'use client';
import { useId, useState, type FormEvent } from 'react';
import { messages } from '@/content/messages';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { showToast } from '@/lib/toast';

/**
 * Footer newsletter, on every page: validated by newsletterSchema, then thanks and clears
 * (SPEC.md section 7: no call is made). One field does not need react-hook-form, and the schema
 * loads on first submit, so this form adds almost nothing to each page's first load.
 */
export function NewsletterForm() {
  const id = useId();
  const [error, setError] = useState<string>();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const input = form.elements.namedItem('email') as HTMLInputElement;
    const { newsletterSchema } = await import('@/lib/schemas/forms/newsletter');
    const result = newsletterSchema.safeParse({ email: input.value });
    if (!result.success) {
      setError(result.error.issues[0]?.message);
      input.focus();
      return;
    }
    setError(undefined);
    form.reset();
    void showToast(messages.newsletterThanks, {}, 'success');
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-2">
      <label htmlFor={`${id}-email`} className="text-sm font-medium">
        Email address
      </label>
      <div className="flex gap-2">
        <Input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={() => error && setError(undefined)}
        />
        <Button type="submit">Subscribe</Button>
      </div>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </form>
  );
}
