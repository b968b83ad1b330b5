'use client';

import { useRouter } from 'next/navigation';
import { useId } from 'react';
import { showAuthError } from '@/components/account/auth-feedback';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { IntentLink } from '@/components/ui/intent-link';
import { messages } from '@/content/messages';
import { returnPathFrom } from '@/lib/account/return-path';
import { useLazyZodForm } from '@/lib/forms/use-lazy-zod-form';
import { onUse } from '@/lib/on-use';
import type { LoginValues } from '@/lib/schemas/forms/login';
import { loadAuth } from '@/lib/stores/use-auth-session';
import { showConnectionError, showToast } from '@/lib/toast';
import { AccountForm } from './account-form';
import { FormNotes } from './form-notes';

const loadLoginSchema = onUse(() => import('@/lib/schemas/forms/login').then((m) => m.loginSchema));

export function LoginForm() {
  const id = useId();
  const router = useRouter();
  const { form, errors, submitting, formProps } = useLazyZodForm<LoginValues>({
    loadSchema: loadLoginSchema,
    preload: () => loadAuth.preload(),
    onValid: async (values) => {
      const auth = await loadAuth().catch(() => null);
      if (!auth) return void showConnectionError();
      const result = await auth.useAuthStore.getState().login(values);
      if (!result.ok) return showAuthError(result.error);
      showToast(messages.loginSuccess, { role: result.user.role }, 'success');
      router.push(returnPathFrom(window.location.search) ?? '/dashboard/');
    },
  });

  return (
    <AccountForm formProps={formProps} aria-label="Login">
      <FormField id={`${id}-email`} label="Email" error={errors.email}>
        {(control) => <Input {...control} {...form.register('email')} type="email" autoComplete="email" required />}
      </FormField>
      <FormField
        id={`${id}-password`}
        label="Password"
        error={errors.password}
        labelAside={
          <IntentLink
            href="/forgot-password/"
            className="rounded-sm text-sm text-gold underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            Forgot Password?
          </IntentLink>
        }
      >
        {(control) => (
          <Input {...control} {...form.register('password')} type="password" autoComplete="current-password" required />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={submitting} aria-busy={submitting || undefined}>
        {submitting ? 'Signing in…' : 'Login'}
      </Button>
      <FormNotes />
    </AccountForm>
  );
}
