'use client';

import { useRef, useState, type FormEvent } from 'react';
import { useForm, type FieldErrors, type FieldValues } from 'react-hook-form';
import { lazyZodResolver } from '@/lib/schemas/lazy-resolver';
import { usePendingSubmit } from '@/lib/use-pending-submit';

type LazyZodFormOptions<T extends FieldValues> = {
  // Imported only here so the page's first load carries no zod.
  loadSchema: () => Promise<unknown>;
  onValid: (values: T) => void | Promise<void>;
  onUnreachable?: () => void;
};

export type LazyZodFormProps = ReturnType<typeof useLazyZodForm>['formProps'];

// No default values: fields are read as they register, so what was typed before hydration is kept.
// After a failed submit every change re-checks the whole form, so cross-field errors clear.
export function useLazyZodForm<T extends FieldValues>({ loadSchema, onValid, onUnreachable }: LazyZodFormOptions<T>) {
  const [resolver] = useState(() => lazyZodResolver<T>(loadSchema));
  const form = useForm<T>({ resolver, mode: 'onSubmit', reValidateMode: 'onSubmit' });
  const pendingSubmit = usePendingSubmit();
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

  const formProps = {
    method: 'dialog',
    noValidate: true,
    ref: pendingSubmit,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void form.handleSubmit(onValidSubmit, onInvalidSubmit)(event),
    onChange: () => void (invalid.current && form.trigger()),
    // Fetch early so a submit after the connection drops still has the schema.
    onFocus: () => {
      if (warmed.current) return;
      warmed.current = true;
      void Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).catch(() => (warmed.current = false));
    },
  } as const;

  const errors: Partial<Record<string, string>> = {};
  for (const [name, error] of Object.entries(form.formState.errors)) {
    if (name !== 'root' && typeof error?.message === 'string') errors[name] = error.message;
  }
  return { form, errors, submitting: form.formState.isSubmitting, formProps };
}
