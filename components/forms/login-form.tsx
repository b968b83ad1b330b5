'use client';

import { useRouter } from 'next/navigation';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { showAuthError } from '@/components/account/auth-feedback';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { messages } from '@/content/messages';
import type { LoginValues } from '@/lib/schemas/forms/login';
import { lazyZodResolver } from '@/lib/schemas/lazy-resolver';
import { loadAuth } from '@/lib/stores/use-auth-session';
import { showConnectionError, showToast } from '@/lib/toast';
import { AccountForm } from './account-form';
import { FormNotes } from './form-notes';

export function LoginForm() {
  const id = useId();
  const router = useRouter();
  const form = useForm<LoginValues>({
    resolver: lazyZodResolver(() => import('@/lib/schemas/forms/login').then((m) => m.loginSchema)),
    // No empty defaults: react-hook-form would write them over what was typed before hydration.
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const auth = await loadAuth().catch(() => null);
    if (!auth) return void showConnectionError();
    const result = await auth.useAuthStore.getState().login(values);
    if (!result.ok) return showAuthError(result.error);
    showToast(messages.loginSuccess, { role: result.user.role }, 'success');
    router.push('/dashboard/');
  });

  return (
    <AccountForm onSubmit={onSubmit} aria-label="Login">
      <FormField id={`${id}-email`} label="Email" error={errors.email?.message}>
        {(control) => <Input {...control} type="email" autoComplete="email" required {...form.register('email')} />}
      </FormField>
      <FormField
        id={`${id}-password`}
        label="Password"
        error={errors.password?.message}
        labelAside={
          <a
            href="#"
            onClick={(event) => {
              event.preventDefault();
              showToast(messages.comingSoon);
            }}
            className="rounded-sm text-sm text-gold underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            Forgot Password?
          </a>
        }
      >
        {(control) => (
          <Input {...control} type="password" autoComplete="current-password" required {...form.register('password')} />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
        {isSubmitting ? 'Signing in…' : 'Login'}
      </Button>
      <FormNotes />
    </AccountForm>
  );
}
