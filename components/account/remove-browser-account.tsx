'use client';

import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError, FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { IntentLink } from '@/components/ui/intent-link';
import type { account } from '@/content/account';
import { fillMessage, messages } from '@/content/messages';
import { requestStanding } from '@/content/request-standing';
import { useLazyZodForm } from '@/lib/forms/use-lazy-zod-form';
import { onUse } from '@/lib/on-use';
import { plural } from '@/lib/plural';
import type { RemoveAccountValues } from '@/lib/schemas/forms/remove-account';
import { storageFailureMessages } from '@/lib/storage/failure-messages';
import { loadAuth } from '@/lib/stores/use-auth-session';
import { showConnectionError, showToast } from '@/lib/toast';

type Texts = (typeof account)['forgotPassword'];
type Outcome = { kind: 'removed' | 'notFound'; email: string; requests: string[] } | null;

const failures = {
  wrong: messages.connectionFailed,
  'signed-out': messages.connectionFailed,
  ...storageFailureMessages,
} as const;

const loadRemoveAccountSchema = onUse(() =>
  import('@/lib/schemas/forms/remove-account').then((m) => m.removeAccountSchema),
);

export function RemoveBrowserAccount({ texts }: { texts: Texts }) {
  const id = useId();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { form, errors, submitting, formProps } = useLazyZodForm<RemoveAccountValues>({
    loadSchema: loadRemoveAccountSchema,
    onValid: async ({ email }) => {
      const auth = await loadAuth().catch(() => null);
      if (!auth) return void showConnectionError();
      const result = await auth.useAuthStore.getState().deleteAccount(email);
      if (!result.ok) return void showToast(failures[result.error], {}, 'error');
      setOutcome({ kind: result.removed ? 'removed' : 'notFound', email, requests: result.requests ?? [] });
      const { erased = [], unreached = [] } = result.inbox ?? {};
      if (erased.length) void showToast(requestStanding.deletedErased, { references: erased.join(', ') }, 'success');
      if (unreached.length)
        void showToast(requestStanding.deletedUnreached, { references: unreached.join(', ') }, 'error');
    },
  });

  // In page order, so the first invalid field takes focus (the e-mail's is rendered by FormField).
  const email = form.register('email');
  const understood = form.register('understood');

  return (
    <form {...formProps} aria-label={texts.startOverHeading} className="grid gap-5">
      <p className="rounded-xl border border-destructive/70 p-4 text-sm text-foreground">{texts.startOverWarning}</p>
      <FormField id={`${id}-email`} label={texts.emailLabel} error={errors.email}>
        {(control) => <Input {...control} {...email} type="email" autoComplete="email" required />}
      </FormField>
      <div className="grid gap-2">
        <label className="flex items-start gap-3 text-sm text-foreground">
          <input
            type="checkbox"
            {...understood}
            className="mt-0.5 size-4 accent-gold"
            aria-invalid={errors.understood ? true : undefined}
            aria-describedby={errors.understood ? `${id}-understood-error` : undefined}
          />
          {texts.removeConfirm}
        </label>
        <FieldError id={`${id}-understood-error`}>{errors.understood}</FieldError>
      </div>
      <Button
        type="submit"
        variant="outline"
        disabled={submitting}
        aria-busy={submitting || undefined}
        className="justify-self-start"
      >
        {texts.removeButton}
      </Button>
      <div role="status" className="text-sm text-foreground">
        {outcome && (
          <p>
            {fillMessage(outcome.kind === 'removed' ? texts.removed : texts.notFound, { email: outcome.email })}{' '}
            {outcome.requests.length
              ? `${fillMessage(texts.removedRequests, {
                  requests: plural(outcome.requests.length, 'request'),
                  references: outcome.requests.join(', '),
                })} `
              : null}
            {outcome.kind === 'removed' && (
              <IntentLink href="/signup/" className="text-gold underline underline-offset-4">
                {texts.signUp}
              </IntentLink>
            )}
          </p>
        )}
      </div>
    </form>
  );
}
