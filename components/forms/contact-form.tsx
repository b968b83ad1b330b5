'use client';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { messages } from '@/content/messages';
import { Button } from '@/components/ui/button';
import { Field, FieldDescription, FieldError, FieldLabel } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import type { ContactInput, ContactValues } from '@/lib/schemas/forms/contact';
import { usePendingSubmit } from '@/lib/use-pending-submit';
import { MESSAGE_MAX, type ContactSubject } from '@/lib/schemas/forms/contact-options';
import { lazyZodResolver } from '@/lib/schemas/lazy-resolver';
import { showToast } from '@/lib/toast';

type ContactFormProps = { subjects: { value: ContactSubject; label: string }[]; submitLabel: string };

const Optional = () => <span className="font-normal text-muted-foreground">(optional)</span>;

/** The /contact message form: validated in the browser, then the not-implemented toast. */
export function ContactForm({ subjects, submitLabel }: ContactFormProps) {
  const id = useId();
  const pendingSubmit = usePendingSubmit();
  const form = useForm<ContactInput, unknown, ContactValues>({
    resolver: lazyZodResolver(() => import('@/lib/schemas/forms/contact').then((m) => m.contactSchema)),
    // No empty defaults: react-hook-form would write them over what was typed before hydration.
  });
  const { errors } = form.formState;
  const messageLength = useWatch({ control: form.control, name: 'message' })?.length ?? 0;
  const describedBy = (field: keyof ContactInput, ...extra: string[]) =>
    [...extra, errors[field] ? `${id}-${field}-error` : null].filter(Boolean).join(' ') || undefined;

  const onSubmit = form.handleSubmit(() => showToast(messages.notImplemented));

  return (
    <form method="dialog" ref={pendingSubmit} onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field>
          <FieldLabel htmlFor={`${id}-name`}>Full Name</FieldLabel>
          <Input
            id={`${id}-name`}
            autoComplete="name"
            required
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy('name')}
            {...form.register('name')}
          />
          <FieldError id={`${id}-name-error`}>{errors.name?.message}</FieldError>
        </Field>
        <Field>
          <FieldLabel htmlFor={`${id}-email`}>Email Address</FieldLabel>
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            required
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy('email')}
            {...form.register('email')}
          />
          <FieldError id={`${id}-email-error`}>{errors.email?.message}</FieldError>
        </Field>
        <Field>
          <FieldLabel htmlFor={`${id}-phone`}>
            Phone <Optional />
          </FieldLabel>
          <Input
            id={`${id}-phone`}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={describedBy('phone')}
            {...form.register('phone')}
          />
          <FieldError id={`${id}-phone-error`}>{errors.phone?.message}</FieldError>
        </Field>
        <Field>
          <FieldLabel htmlFor={`${id}-subject`}>
            Subject <Optional />
          </FieldLabel>
          <Controller
            control={form.control}
            name="subject"
            render={({ field }) => (
              <NativeSelect
                id={`${id}-subject`}
                name={field.name}
                ref={field.ref}
                value={field.value ?? ''}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(event.target.value || undefined)}
                aria-invalid={errors.subject ? true : undefined}
                aria-describedby={describedBy('subject')}
              >
                <option value="">Choose a subject</option>
                {subjects.map((subject) => (
                  <option key={subject.value} value={subject.value}>
                    {subject.label}
                  </option>
                ))}
              </NativeSelect>
            )}
          />
          <FieldError id={`${id}-subject-error`}>{errors.subject?.message}</FieldError>
        </Field>
      </div>
      <Field>
        <FieldLabel htmlFor={`${id}-message`}>Message</FieldLabel>
        <Textarea
          id={`${id}-message`}
          rows={6}
          required
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('message', `${id}-message-count`)}
          {...form.register('message')}
        />
        <div className="flex flex-wrap items-start justify-between gap-2">
          <FieldError id={`${id}-message-error`}>{errors.message?.message}</FieldError>
          <FieldDescription id={`${id}-message-count`} className="ml-auto tabular-nums">
            {`${messageLength.toLocaleString('en-IN')} / ${MESSAGE_MAX.toLocaleString('en-IN')} characters`}
          </FieldDescription>
        </div>
      </Field>
      <Button type="submit" size="lg" className="w-full sm:w-fit">
        {submitLabel}
      </Button>
    </form>
  );
}
