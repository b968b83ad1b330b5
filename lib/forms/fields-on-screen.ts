'use client';

import { useEffect, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { PENDING_SUBMIT_ATTRIBUTE } from '@/lib/shell/pending-submit.mjs';

export type OnScreen = [name: string, value: string | boolean][];

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const isField = (element: Element): element is Field =>
  element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;

export function changedFields(form: Element | null): OnScreen {
  const changed = new Map<string, string | boolean>();
  if (!(form instanceof HTMLFormElement)) return [];
  for (const field of Array.from(form.elements)) {
    if (!isField(field) || !field.name || field.disabled) continue;
    if (field instanceof HTMLSelectElement) {
      const chosen = field.selectedOptions[0];
      const served = Array.from(field.options).find((option) => option.defaultSelected) ?? field.options[0];
      if (chosen && chosen !== served) changed.set(field.name, field.value);
    } else if (field instanceof HTMLInputElement && field.type === 'checkbox') {
      if (field.checked !== field.defaultChecked) changed.set(field.name, field.checked);
    } else if (field instanceof HTMLInputElement && field.type === 'radio') {
      if (field.checked && !field.defaultChecked) changed.set(field.name, field.value);
    } else if (field.value !== field.defaultValue) {
      changed.set(field.name, field.value);
    }
  }
  return [...changed];
}

export function adoptFields<T extends FieldValues>(form: UseFormReturn<T>, fields: OnScreen) {
  for (const [name, value] of fields) {
    const current: unknown = form.getValues(name as Path<T>);
    const typed = typeof current === 'number' && typeof value === 'string' ? Number(value) : value;
    form.setValue(name as Path<T>, typed as PathValue<T, Path<T>>, { shouldDirty: true });
  }
}

// When a form's code arrives after the visitor has started (a slow connection).
export function useFieldsOnScreen<T extends FieldValues>(form: UseFormReturn<T>, formId: string, restore?: () => void) {
  const [served] = useState(() =>
    typeof document === 'undefined' ? [] : changedFields(document.getElementById(formId)),
  );
  useEffect(() => {
    queueMicrotask(() => {
      const element = document.getElementById(formId);
      restore?.();
      adoptFields(form, [...served, ...changedFields(element)]);
      if (!(element instanceof HTMLFormElement) || !element.hasAttribute(PENDING_SUBMIT_ATTRIBUTE)) return;
      element.removeAttribute(PENDING_SUBMIT_ATTRIBUTE);
      const send = Array.from(element.elements).find(
        (control): control is HTMLButtonElement => control instanceof HTMLButtonElement && control.type === 'submit',
      );
      setTimeout(() => element.requestSubmit(send));
    });
    // Once, for the page the form was hydrated on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
