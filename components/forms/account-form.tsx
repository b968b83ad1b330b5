'use client';

import type { ComponentProps } from 'react';
import { loadAuth } from '@/lib/stores/use-auth-session';
import type { useSchemaForm } from '@/lib/use-schema-form';

type AccountFormProps = Omit<
  ComponentProps<'form'>,
  'method' | 'ref' | 'onFocus' | 'noValidate' | 'onSubmit' | 'onChange'
> & {
  'aria-label': string;
  formProps: ReturnType<typeof useSchemaForm>['formProps'];
};

/**
 * The login and signup <form>, wired by useSchemaForm's `formProps`. The account store loads when
 * the visitor starts on the form, ready before they submit.
 */
export function AccountForm({ formProps, ...props }: AccountFormProps) {
  return <form {...formProps} onFocus={() => void loadAuth().catch(() => {})} className="grid gap-5" {...props} />;
}
