'use client';

import { useId, useState } from 'react';
import { useRequestForm } from '@/components/requests/use-request-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { groupIndian } from '@/lib/format';
import { onUse } from '@/lib/on-use';
import { MESSAGE_MAX, type ContactSubject } from '@/lib/schemas/forms/contact-options';
import { FormNotes } from './form-notes';

type ContactFormProps = { subjects: { value: ContactSubject; label: string }[]; submitLabel: string };

const Optional = () => <span className="font-normal text-muted-foreground">(optional)</span>;

const loadKind = onUse(() => import('@/lib/requests/kinds/contact').then((module) => module.contactKind));

const characters = (count: number) => `${groupIndian(count)} / ${groupIndian(MESSAGE_MAX)} characters`;

// The /contact message form: validated in the browser (useLazyZodForm), then the request confirmation.
export function ContactForm({ subjects, submitLabel }: ContactFormProps) {
  const id = useId();
  const [messageLength, setMessageLength] = useState<number>();
  const { form, errors, submitting, formProps, dialog } = useRequestForm(loadKind, {
    context: (values) => ({ subjectLabel: subjects.find((subject) => subject.value === values.subject)?.label }),
  });

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
                // Counts text typed before hydration too, once the form is live.
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
        <Button
          type="submit"
          size="lg"
          disabled={submitting}

          className="w-full sm:w-fit"
        >
          {submitLabel}
        </Button>
        <FormNotes />
      </form>
      {dialog}
    </>
  );
}
