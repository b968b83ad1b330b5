'use client';

import type { ComponentProps } from 'react';
import type { LazyZodFormProps } from '@/lib/forms/use-lazy-zod-form';
import { loadAuth } from '@/lib/stores/use-auth-session';

type AccountFormProps = Omit<
  ComponentProps<'form'>,
  'method' | 'ref' | 'onFocus' | 'noValidate' | 'onSubmit' | 'onChange'
> & {
  'aria-label': string;
  formProps: LazyZodFormProps;
};

/**
 * The login and signup <form>, wired by useLazyZodForm's `formProps`. The account store loads when
 * the visitor starts on the form, ready before they submit.
 */
export function AccountForm({ formProps, ...props }: AccountFormProps) {
  function onFocus() {
    formProps.onFocus();
    void loadAuth().catch(() => {});
  }
  return <form {...formProps} onFocus={onFocus} className="grid gap-5" {...props} />;
}
