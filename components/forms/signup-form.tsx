'use client';

import { useRouter } from 'next/navigation';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { showAuthError } from '@/components/account/auth-feedback';
import { RoleRadioGroup } from '@/components/account/role-radio-group';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { messages } from '@/content/messages';
import type { SignupValues } from '@/lib/schemas/forms/signup';
import { lazyZodResolver } from '@/lib/schemas/lazy-resolver';
import { loadAuth } from '@/lib/stores/use-auth-session';
import { showConnectionError, showToast } from '@/lib/toast';
import { AccountForm } from './account-form';
import { FormNotes } from './form-notes';

const fields = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm Password', type: 'password', autoComplete: 'new-password' },
] as const;

export function SignupForm() {
  const id = useId();
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
    <AccountForm onSubmit={onSubmit} aria-label="Sign Up">
      <RoleRadioGroup registration={form.register('role')} />
      {fields.map(({ name, label, type, autoComplete }) => (
        <FormField
          key={name}
          id={`${id}-${name}`}
          label={label}
          error={errors[name]?.message}
          // The mismatch is an inline alert beside the confirm field.
          errorRole={name === 'confirmPassword' ? 'alert' : undefined}
        >
          {(control) => (
            <Input {...control} type={type} autoComplete={autoComplete} required {...form.register(name)} />
          )}
        </FormField>
      ))}
      <Button type="submit" size="lg" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
        {isSubmitting ? 'Creating account…' : 'Sign Up'}
      </Button>
      <p className="text-sm text-muted-foreground">{messages.browserOnlyAccount}</p>
      <FormNotes />
    </AccountForm>
  );
}
