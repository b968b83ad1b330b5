import { useRef, useState, type FormEvent } from 'react';
import { showConnectionError } from '@/lib/toast';
import { usePendingSubmit } from '@/lib/use-pending-submit';

type Issue = { message: string; path: PropertyKey[] };
type Parsed<T> = { success: true; data: T } | { success: false; error: { issues: Issue[] } };
export type SchemaLike<T> = { safeParse: (data: unknown) => Parsed<T> };
export type FieldErrors = Partial<Record<string, string>>;

type SchemaFormOptions<T> = {
  /** Loads the form's zod schema on the first submit, so the page's first load carries no zod. */
  loadSchema: () => Promise<SchemaLike<T>>;
  /** The values to validate, read from the form's own (uncontrolled) fields. */
  read: (form: HTMLFormElement) => unknown;
  /** May be async: the form reports `submitting` until it settles. */
  onValid: (values: T, form: HTMLFormElement) => void | Promise<void>;
  /** Called, besides the connection message, when the schema could not be fetched. */
  onUnreachable?: () => void;
};

/** The text in a form's named field (an input, select or textarea). */
export function fieldValue(form: HTMLFormElement, name: string): string {
  return (form.elements.namedItem(name) as HTMLInputElement).value;
}

function firstMessages(issues: Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[String(issue.path[0] ?? 'root')] ??= issue.message;
  return errors;
}

/**
 * A form's validation without a form library: the fields stay native and uncontrolled (so what is
 * typed before hydration is kept), the schema judges on submit, the first invalid field takes
 * focus, and after a failed submit the errors follow each change. Nothing renders again until the
 * visitor submits. Spread `formProps` on the <form>: method="dialog" (before hydration or without
 * JavaScript, a submit sends nothing anywhere), no native bubbles (the schema's messages are
 * shown instead), and the pending-submit ref that replays an early Enter once the form is live.
 */
export function useSchemaForm<T>({ loadSchema, read, onValid, onUnreachable }: SchemaFormOptions<T>) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const schema = useRef<SchemaLike<T> | null>(null);
  const judging = useRef(false);
  const pendingSubmit = usePendingSubmit();

  async function judge(form: HTMLFormElement) {
    schema.current ??= await loadSchema().catch(() => null);
    if (!schema.current) {
      onUnreachable?.();
      return void showConnectionError();
    }
    const result = schema.current.safeParse(read(form));
    if (!result.success) {
      const next = firstMessages(result.error.issues);
      judging.current = true;
      setErrors(next);
      const first = [...form.elements].find((field) => (field as HTMLInputElement).name in next);
      (first as HTMLElement | undefined)?.focus();
      return;
    }
    judging.current = false;
    setErrors({});
    await onValid(result.data, form);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitting(true);
    try {
      await judge(event.currentTarget);
    } finally {
      setSubmitting(false);
    }
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    if (!judging.current || !schema.current) return;
    const result = schema.current.safeParse(read(event.currentTarget));
    setErrors(result.success ? {} : firstMessages(result.error.issues));
  }

  const formProps = { method: 'dialog', noValidate: true, ref: pendingSubmit, onSubmit, onChange } as const;
  return { errors, submitting, formProps };
}
