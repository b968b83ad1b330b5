'use client';
import { useRouter } from 'next/navigation';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { showAuthError } from '@/components/account/auth-feedback';
import { Button } from '@/components/ui/button';
import { Field, FieldError, FieldLabel } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { messages } from '@/content/messages';
import type { LoginValues } from '@/lib/schemas/forms/login';
import { usePendingSubmit } from '@/lib/use-pending-submit';
import { lazyZodResolver } from '@/lib/schemas/lazy-resolver';
import { loadAuth } from '@/lib/stores/use-auth-session';
import { showConnectionError, showToast } from '@/lib/toast';
import { FormNotes } from './form-notes';

export function LoginForm() {
  const id = useId();
  const pendingSubmit = usePendingSubmit();
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
    // The account store loads when the visitor starts on the form, ready before they submit.
    // method="dialog": before hydration or without JavaScript, Enter sends nothing anywhere.
    <form
      method="dialog"
      ref={pendingSubmit}
      onSubmit={onSubmit}
      onFocus={() => void loadAuth().catch(() => {})}
      noValidate
      className="grid gap-5"
      aria-label="Login"
    >
      <Field>
        <FieldLabel htmlFor={`${id}-email`}>Email</FieldLabel>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          required
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${id}-email-error` : undefined}
          {...form.register('email')}
        />
        <FieldError id={`${id}-email-error`}>{errors.email?.message}</FieldError>
      </Field>
      <Field>
        <div className="flex items-baseline justify-between gap-4">
          <FieldLabel htmlFor={`${id}-password`}>Password</FieldLabel>
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
        </div>
        <Input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? `${id}-password-error` : undefined}
          {...form.register('password')}
        />
        <FieldError id={`${id}-password-error`}>{errors.password?.message}</FieldError>
      </Field>
      <Button type="submit" size="lg" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
        {isSubmitting ? 'Signing in…' : 'Login'}
      </Button>
      <FormNotes />
    </form>
  );
}
