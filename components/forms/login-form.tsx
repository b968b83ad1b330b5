'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { showAuthError } from '@/components/account/auth-feedback';
import { Button } from '@/components/ui/button';
import { Field, FieldError, FieldLabel } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { messages } from '@/content/messages';
import { loginSchema, type LoginValues } from '@/lib/schemas/forms/login';
import { useAuthStore } from '@/lib/stores/auth';
import { loadAuth } from '@/lib/stores/use-auth-session';
import { showToast } from '@/lib/toast';

export function LoginForm() {
  const id = useId();
  const router = useRouter();
  // Reads what this browser has stored and lets the header follow the new session.
  useEffect(() => void loadAuth(), []);
  const login = useAuthStore((state) => state.login);
  const form = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await login(values);
    if (!result.ok) return showAuthError(result.error);
    showToast(messages.loginSuccess, { role: result.user.role }, 'success');
    router.push('/dashboard/');
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Login">
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
    </form>
  );
}
