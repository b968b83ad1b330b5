'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { fieldControlProps, FieldError } from '@/components/ui/field-wiring';
import { Input } from '@/components/ui/input';
import { showConnectionError } from '@/lib/toast';
import { usePendingSubmit } from '@/lib/use-pending-submit';
import { cn } from '@/lib/utils';

/** What the form needs of its zod schema: `{ email }` judged, with the first issue's message. */
type EmailSchema = {
  safeParse: (
    data: unknown,
  ) => { success: true; data: { email: string } } | { success: false; error: { issues: { message: string }[] } };
};

type EmailSignupFormProps = {
  /** Loads the form's zod schema on first submit, keeping zod out of the page's first load. */
  loadSchema: () => Promise<EmailSchema>;
  /** Called with the valid address; the form clears when `clear` is called. */
  onSubscribed: (email: string, clear: () => void) => void | Promise<void>;
  /** When the form first takes focus: a chance to load what the submit will need. */
  onFocus?: () => void;
  /** Subscribe stays disabled while this is true (the confirmation is open). */
  busy?: boolean;
  className?: string;
  rowClassName?: string;
};

const emailField = (form: HTMLFormElement) => form.elements.namedItem('email') as HTMLInputElement;

/**
 * A one-field e-mail signup (the footer's and the journal's newsletters): a native field judged by
 * the schema's safeParse on submit, and again on each change after a failed one (docs/forms.md).
 */
export function EmailSignupForm({
  loadSchema,
  onSubscribed,
  onFocus,
  busy = false,
  className,
  rowClassName,
}: EmailSignupFormProps) {
  const id = useId();
  const [error, setError] = useState<string>();
  const schema = useRef<EmailSchema | null>(null);
  const failed = useRef(false);
  const pendingSubmit = usePendingSubmit();

  function judge(form: HTMLFormElement) {
    const result = (schema.current as EmailSchema).safeParse({ email: emailField(form).value });
    failed.current = !result.success;
    setError(result.success ? undefined : result.error.issues[0]?.message);
    return result;
  }

  // One subscription at a time: a double-click or a second Enter while it runs is ignored. The
  // guard is a ref, so a second event in the same frame (before the disabled button renders) is
  // ignored too. Inline, not useSubmitOnce: this form is on every page and the hook's module would
  // ride in every page's first load.
  const sending = useRef(false);
  const [isSending, setSending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (busy || sending.current) return;
    sending.current = true;
    setSending(true);
    try {
      schema.current ??= await loadSchema().catch(() => null);
      if (!schema.current) return void showConnectionError();
      const result = judge(form);
      if (result.success) await onSubscribed(result.data.email, () => form.reset());
      else emailField(form).focus();
    } finally {
      sending.current = false;
      setSending(false);
    }
  }

  return (
    <form
      method="dialog"
      noValidate
      ref={pendingSubmit}
      onSubmit={onSubmit}
      onChange={(event) => failed.current && judge(event.currentTarget)}
      onFocus={onFocus}
      className={cn('grid gap-2', className)}
    >
      <label htmlFor={`${id}-email`} className="text-sm font-medium">
        Email address
      </label>
      <div className={cn('flex gap-2', rowClassName)}>
        <Input
          {...fieldControlProps(`${id}-email`, error)}
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
        />
        <Button type="submit" disabled={isSending || busy}>
          Subscribe
        </Button>
      </div>
      <FieldError id={`${id}-email-error`}>{error}</FieldError>
    </form>
  );
}
