'use client';

import { useId, useState } from 'react';
import { preloadRequest, useRequestConfirmation } from '@/components/requests/use-request-confirmation';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { groupIndian } from '@/lib/format';
import { useLazyZodForm } from '@/lib/forms/use-lazy-zod-form';
import { useWhenEngaged } from '@/lib/forms/when-engaged';
import type { ContactValues } from '@/lib/schemas/forms/contact';
import { MESSAGE_MAX, type ContactSubject } from '@/lib/schemas/forms/contact-options';

type ContactFormProps = { subjects: { value: ContactSubject; label: string }[]; submitLabel: string };

const Optional = () => <span className="font-normal text-muted-foreground">(optional)</span>;

const characters = (count: number) => `${groupIndian(count)} / ${groupIndian(MESSAGE_MAX)} characters`;

/**
 * The /contact message form: validated in the browser (useLazyZodForm), then the request
 * confirmation (components/requests). What was typed before hydration stays.
 */
export function ContactForm({ subjects, submitLabel }: ContactFormProps) {
  const id = useId();
  const [messageLength, setMessageLength] = useState<number>();
  const { confirm, dialog } = useRequestConfirmation();
  const { form, errors, submitting, formProps } = useLazyZodForm<ContactValues>({
    loadSchema: () => import('@/lib/schemas/forms/contact').then((m) => m.contactSchema),
    // The confirmation and the request builder, so a message typed offline is still kept.
    preload: () => preloadRequest(() => import('@/lib/requests/kinds/contact')),
    // One request per submission: nothing more is sent while its confirmation is open.
    blocked: dialog !== null,
    onValid: async (values) => {
      const { contactRequest } = await import('@/lib/requests/kinds/contact');
      const subjectLabel = subjects.find((subject) => subject.value === values.subject)?.label;
      confirm(contactRequest(values, { subjectLabel }, { page: window.location.pathname }));
    },
  });
  // Ready before the connection drops: a request typed offline is still checked and kept.
  useWhenEngaged(formProps.onFocus);

  // The dialog renders beside the form, never inside it: React events bubble through portals.
  return (
    <>
      <form {...formProps} className="grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id={`${id}-name`} label="Full Name" error={errors.name}>
            {(control) => <Input {...control} {...form.register('name')} autoComplete="name" required />}
          </FormField>
          <FormField id={`${id}-email`} label="Email Address" error={errors.email}>
            {(control) => <Input {...control} {...form.register('email')} type="email" autoComplete="email" required />}
          </FormField>
          <FormField
            id={`${id}-phone`}
            label={
              <>
                Phone <Optional />
              </>
            }
            error={errors.phone}
          >
            {(control) => (
              <Input {...control} {...form.register('phone')} type="tel" autoComplete="tel" inputMode="tel" />
            )}
          </FormField>
          <FormField
            id={`${id}-subject`}
            label={
              <>
                Subject <Optional />
              </>
            }
            error={errors.subject}
          >
            {(control) => (
              <NativeSelect
                {...control}
                // No subject chosen is no subject, as the schema reads it.
                {...form.register('subject', { setValueAs: (value: string) => value || undefined })}
                defaultValue=""
              >
                <option value="">Choose a subject</option>
                {subjects.map((subject) => (
                  <option key={subject.value} value={subject.value}>
                    {subject.label}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        </div>
        <FormField
          id={`${id}-message`}
          label="Message"
          error={errors.message}
          hint={characters(messageLength ?? 0)}
          hintPosition="end"
          hintClassName="ml-auto tabular-nums"
        >
          {(control) => {
            const message = form.register('message');
            return (
              <Textarea
                {...control}
                {...message}
                rows={6}
                required
                // Counts text typed before hydration too, once the form is live. An empty field keeps the
                // server's count, so hydration renders nothing again.
                ref={(field) => {
                  message.ref(field);
                  if (field?.value && messageLength === undefined) setMessageLength(field.value.length);
                }}
                onChange={(event) => {
                  setMessageLength(event.target.value.length);
                  return message.onChange(event);
                }}
              />
            );
          }}
        </FormField>
        {/* One message per send: disabled while it is checked and while its confirmation is open. */}
        <Button
          type="submit"
          size="lg"
          disabled={submitting}

          className="w-full sm:w-fit"
        >
          {submitLabel}
        </Button>
      </form>
      {dialog}
    </>
  );
}
