'use client';
import { useRouter } from 'next/navigation';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { showAuthError } from '@/components/account/auth-feedback';
import { RoleRadioGroup } from '@/components/account/role-radio-group';
import { Button } from '@/components/ui/button';
import { Field, FieldError, FieldLabel } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { messages } from '@/content/messages';
import type { SignupValues } from '@/lib/schemas/forms/signup';
import { usePendingSubmit } from '@/lib/use-pending-submit';
import { lazyZodResolver } from '@/lib/schemas/lazy-resolver';
import { loadAuth } from '@/lib/stores/use-auth-session';
import { showConnectionError, showToast } from '@/lib/toast';
import { FormNotes } from './form-notes';

const fields = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm Password', type: 'password', autoComplete: 'new-password' },
] as const;

export function SignupForm() {
  const id = useId();
  const pendingSubmit = usePendingSubmit();
  const router = useRouter();
  const form = useForm<SignupValues>({
    resolver: lazyZodResolver(() => import('@/lib/schemas/forms/signup').then((m) => m.signupSchema)),
    // Only the role has a default: empty ones would be written over what was typed before hydration.
    defaultValues: { role: 'Customer' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email, password, role }) => {
    const auth = await loadAuth().catch(() => null);
    if (!auth) return void showConnectionError();
    const result = await auth.useAuthStore.getState().signup({ email, password, role });
    if (!result.ok) return showAuthError(result.error);
    showToast(messages.signupSuccess, { role: result.user.role }, 'success');
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
      aria-label="Sign Up"
    >
      <RoleRadioGroup registration={form.register('role')} />
      {fields.map(({ name, label, type, autoComplete }) => {
        const error = errors[name]?.message;
        return (
          <Field key={name}>
            <FieldLabel htmlFor={`${id}-${name}`}>{label}</FieldLabel>
            <Input
              id={`${id}-${name}`}
              type={type}
              autoComplete={autoComplete}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-${name}-error` : undefined}
              {...form.register(name)}
            />
            {/* An inline alert beside the confirm field: a blocking window.alert is hostile on a phone. */}
            <FieldError id={`${id}-${name}-error`} role={name === 'confirmPassword' ? 'alert' : undefined}>
              {error}
            </FieldError>
          </Field>
        );
      })}
      <Button type="submit" size="lg" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
        {isSubmitting ? 'Creating account…' : 'Sign Up'}
      </Button>
      <p className="text-sm text-muted-foreground">{messages.browserOnlyAccount}</p>
      <FormNotes />
    </form>
  );
}
