'use client';

import { useRouter } from 'next/navigation';
import { useId } from 'react';
import { showAuthError } from '@/components/account/auth-feedback';
import { RoleRadioGroup } from '@/components/account/role-radio-group';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { messages } from '@/content/messages';
import { returnPathFrom } from '@/lib/account/return-path';
import { useLazyZodForm } from '@/lib/forms/use-lazy-zod-form';
import { onUse } from '@/lib/on-use';
import { PASSWORD_ERRORS } from '@/lib/schemas/forms/password-rules';
import type { SignupValues } from '@/lib/schemas/forms/signup';
import { loadAuth } from '@/lib/stores/use-auth-session';
import { showConnectionError, showToast } from '@/lib/toast';
import { AccountForm } from './account-form';
import { FormNotes } from './form-notes';

const fields = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm Password', type: 'password', autoComplete: 'new-password' },
] as const;

const loadSignupSchema = onUse(() => import('@/lib/schemas/forms/signup').then((m) => m.signupSchema));

export function SignupForm() {
  const id = useId();
  const router = useRouter();
  const { form, errors, submitting, formProps } = useLazyZodForm<SignupValues>({
    loadSchema: loadSignupSchema,
    preload: () => loadAuth.preload(),
    onValid: async ({ email, password, role }) => {
      const auth = await loadAuth().catch(() => null);
      if (!auth) return void showConnectionError();
      const result = await auth.useAuthStore.getState().signup({ email, password, role });
      if (!result.ok) return showAuthError(result.error);
      showToast(messages.signupSuccess, { role: result.user.role }, 'success');
      router.push(returnPathFrom(window.location.search) ?? '/dashboard/');
    },
  });

  return (
    <AccountForm formProps={formProps} aria-label="Sign Up">
      <RoleRadioGroup field={form.register('role')} defaultRole="Customer" />
      {fields.map(({ name, label, type, autoComplete }) => (
        <FormField
          key={name}
          id={`${id}-${name}`}
          label={label}
          error={errors[name]}
          // The rule is stated before the visitor types, not only after a failed submit.
          hint={name === 'password' ? PASSWORD_ERRORS.rule : undefined}
          errorRole={name === 'confirmPassword' ? 'alert' : undefined}
        >
          {(control) => (
            <Input {...control} {...form.register(name)} type={type} autoComplete={autoComplete} required />
          )}
        </FormField>
      ))}
      <Button type="submit" size="lg" disabled={submitting} aria-busy={submitting || undefined}>
        {submitting ? 'Creating account…' : 'Sign Up'}
      </Button>
      <p className="text-sm text-muted-foreground">{messages.browserOnlyAccount}</p>
      <FormNotes />
    </AccountForm>
  );
}
