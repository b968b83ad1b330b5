'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useForm, type FieldErrors, type FieldValues } from 'react-hook-form';
import { changedFields, useFieldsOnScreen } from '@/lib/forms/fields-on-screen';
import { lazyZodResolver, loadZodResolver } from '@/lib/schemas/lazy-resolver';
import { PENDING_SUBMIT_ATTRIBUTE } from '@/lib/shell/pending-submit.mjs';
import { useSubmitOnce } from '@/lib/use-submit-once';

type LazyZodFormOptions<T extends FieldValues> = {
  loadSchema: () => Promise<unknown>;
  onValid: (values: T) => void | Promise<void>;
  onUnreachable?: () => void;
  preload?: () => void;
  blocked?: boolean;
};

export type LazyZodFormProps = ReturnType<typeof useLazyZodForm>['formProps'];

export function useLazyZodForm<T extends FieldValues>({
  loadSchema,
  onValid,
  onUnreachable,
  preload,
  blocked = false,
}: LazyZodFormOptions<T>) {
  const [resolver] = useState(() => lazyZodResolver<T>(loadSchema));
  const form = useForm<T>({ resolver, mode: 'onSubmit', reValidateMode: 'onSubmit' });
  const id = useId();
  useFieldsOnScreen(form, id);
  const invalid = useRef(false);
  const warmed = useRef(false);

  async function onValidSubmit(values: T) {
    invalid.current = false;
    await onValid(values);
  }

  function onInvalidSubmit(errors: FieldErrors<T>) {
    const unreachable = errors.root?.type === 'connection';
    invalid.current = !unreachable;
    if (unreachable) onUnreachable?.();
  }

  const submit = useSubmitOnce((event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(onValidSubmit, onInvalidSubmit)(event),
  );

  // Fetch early so a submit after the connection drops still has the schema.
  function warm() {
    if (warmed.current) return;
    warmed.current = true;
    preload?.();
    void Promise.all([loadZodResolver(), loadSchema()]).catch(() => (warmed.current = false));
  }

  // Code that arrives after the visitor started (a slow connection) fetches what the submit needs at once.
  const warmNow = useRef(warm);
  useEffect(() => {
    const element = document.getElementById(id);
    if (!element) return;
    const started =
      element.contains(document.activeElement) ||
      element.hasAttribute(PENDING_SUBMIT_ATTRIBUTE) ||
      changedFields(element).length > 0;
    if (started) warmNow.current();
  }, [id]);

  const formProps = {
    id,
    method: 'dialog',
    noValidate: true,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (!blocked) void submit.run(event);
    },
    onChange: () => void (invalid.current && form.trigger()),
    onFocus: warm,
  } as const;

  const errors: Partial<Record<string, string>> = {};
  for (const [name, error] of Object.entries(form.formState.errors)) {
    if (name !== 'root' && typeof error?.message === 'string') errors[name] = error.message;
  }
  return { form, errors, submitting: submit.busy || blocked, formProps };
}
