'use client';

import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { account } from '@/content/account';
import { accountMessages } from '@/content/account-messages';
import { messages } from '@/content/messages';
import { useLazyZodForm } from '@/lib/forms/use-lazy-zod-form';
import { onUse } from '@/lib/on-use';
import type { ChangePasswordValues } from '@/lib/schemas/forms/change-password';
import { PASSWORD_ERRORS } from '@/lib/schemas/forms/password-rules';
import { storageFailureMessages } from '@/lib/storage/failure-messages';
import { authStore } from '@/lib/stores/use-auth-session';
import { showConnectionError, showToast } from '@/lib/toast';

const texts = account.settings;
const failures = {
  wrong: accountMessages.passwordWrong,
  insecure: messages.insecureContext,
  'signed-out': messages.connectionFailed,
  ...storageFailureMessages,
} as const;

const fields = [
  { name: 'currentPassword', label: texts.currentPassword, autoComplete: 'current-password' },
  { name: 'password', label: texts.newPassword, autoComplete: 'new-password' },
  { name: 'confirmPassword', label: texts.confirmPassword, autoComplete: 'new-password' },
] as const;

const loadChangePasswordSchema = onUse(() =>
  import('@/lib/schemas/forms/change-password').then((m) => m.changePasswordSchema),
);

export function ChangePasswordForm() {
  const id = useId();
  const { form, errors, submitting, formProps } = useLazyZodForm<ChangePasswordValues>({
    loadSchema: loadChangePasswordSchema,
    onValid: async ({ currentPassword, password }) => {
      const store = await authStore().catch(() => null);
      if (!store) return void showConnectionError();
      const result = await store.getState().changePassword({ current: currentPassword, next: password });
      if (!result.ok) return void showToast(failures[result.error], {}, 'error');
      form.reset({ currentPassword: '', password: '', confirmPassword: '' });
      void showToast(accountMessages.passwordChanged, {}, 'success');
    },
  });

  return (
    <form {...formProps} aria-label={texts.passwordHeading} className="grid max-w-md gap-5">
      {fields.map(({ name, label, autoComplete }) => (
        <FormField
          key={name}
          id={`${id}-${name}`}
          label={label}
          error={errors[name]}
          hint={name === 'password' ? PASSWORD_ERRORS.rule : undefined}
          errorRole={name === 'confirmPassword' ? 'alert' : undefined}
        >
          {(control) => (
            <Input {...control} {...form.register(name)} type="password" autoComplete={autoComplete} required />
          )}
        </FormField>
      ))}
      <Button type="submit" disabled={submitting} aria-busy={submitting || undefined} className="justify-self-start">
        {texts.changePassword}
      </Button>
    </form>
  );
}
