'use client';

import type { ComponentProps } from 'react';
import type { LazyZodFormProps } from '@/lib/forms/use-lazy-zod-form';

type AccountFormProps = Omit<
  ComponentProps<'form'>,
  'method' | 'ref' | 'onFocus' | 'noValidate' | 'onSubmit' | 'onChange'
> & {
  'aria-label': string;
  formProps: LazyZodFormProps;
};

export function AccountForm({ formProps, ...props }: AccountFormProps) {
  return <form {...formProps} className="grid gap-5" {...props} />;
}
