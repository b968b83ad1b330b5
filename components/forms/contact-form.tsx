'use client';

import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { messages } from '@/content/messages';
import type { ContactInput, ContactValues } from '@/lib/schemas/forms/contact';
import { MESSAGE_MAX, type ContactSubject } from '@/lib/schemas/forms/contact-options';
import { lazyZodResolver } from '@/lib/schemas/lazy-resolver';
import { showToast } from '@/lib/toast';
import { usePendingSubmit } from '@/lib/use-pending-submit';

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

  const onSubmit = form.handleSubmit(() => showToast(messages.notImplemented));

  return (
    <form method="dialog" ref={pendingSubmit} onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={`${id}-name`} label="Full Name" error={errors.name?.message}>
          {(control) => <Input {...control} autoComplete="name" required {...form.register('name')} />}
        </FormField>
        <FormField id={`${id}-email`} label="Email Address" error={errors.email?.message}>
          {(control) => <Input {...control} type="email" autoComplete="email" required {...form.register('email')} />}
        </FormField>
        <FormField
          id={`${id}-phone`}
          label={
            <>
              Phone <Optional />
            </>
          }
          error={errors.phone?.message}
        >
          {(control) => (
            <Input {...control} type="tel" autoComplete="tel" inputMode="tel" {...form.register('phone')} />
          )}
        </FormField>
        <FormField
          id={`${id}-subject`}
          label={
            <>
              Subject <Optional />
            </>
          }
          error={errors.subject?.message}
        >
          {(control) => (
            <Controller
              control={form.control}
              name="subject"
              render={({ field }) => (
                <NativeSelect
                  {...control}
                  name={field.name}
                  ref={field.ref}
                  value={field.value ?? ''}
                  onBlur={field.onBlur}
                  onChange={(event) => field.onChange(event.target.value || undefined)}
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
          )}
        </FormField>
      </div>
      <FormField
        id={`${id}-message`}
        label="Message"
        error={errors.message?.message}
        hint={`${messageLength.toLocaleString('en-IN')} / ${MESSAGE_MAX.toLocaleString('en-IN')} characters`}
        hintPosition="end"
        hintClassName="ml-auto tabular-nums"
      >
        {(control) => <Textarea {...control} rows={6} required {...form.register('message')} />}
      </FormField>
      <Button type="submit" size="lg" className="w-full sm:w-fit">
        {submitLabel}
      </Button>
    </form>
  );
}
