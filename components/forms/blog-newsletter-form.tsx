'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { messages } from '@/content/messages';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { blogNewsletterSchema, type BlogNewsletterValues } from '@/lib/schemas/forms/blog-newsletter';
import { showToast } from '@/lib/toast';

/** The journal's newsletter box: validated, then the not-implemented toast (SPEC.md section 8). */
export function BlogNewsletterForm() {
  const id = useId();
  const form = useForm<BlogNewsletterValues>({
    resolver: zodResolver(blogNewsletterSchema),
    defaultValues: { email: '' },
  });
  const error = form.formState.errors.email?.message;

  const onSubmit = form.handleSubmit(() => {
    showToast(messages.blogNewsletter);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid w-full max-w-md gap-2 text-left">
      <label htmlFor={`${id}-email`} className="text-sm font-medium">
        Email address
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
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
