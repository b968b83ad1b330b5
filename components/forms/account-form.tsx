'use client';

import type { ComponentProps } from 'react';
import { loadAuth } from '@/lib/stores/use-auth-session';
import { usePendingSubmit } from '@/lib/use-pending-submit';

type AccountFormProps = Omit<ComponentProps<'form'>, 'method' | 'ref' | 'onFocus' | 'noValidate'> & {
  'aria-label': string;
};

/**
 * The login and signup <form>. The account store loads when the visitor starts on the form, ready
 * before they submit. method="dialog": before hydration or without JavaScript, Enter sends nothing
 * anywhere, and the pending-submit ref replays it once the form is live.
 */
export function AccountForm(props: AccountFormProps) {
  const pendingSubmit = usePendingSubmit();
  return (
    <form
      method="dialog"
      ref={pendingSubmit}
      onFocus={() => void loadAuth().catch(() => {})}
      noValidate
      className="grid gap-5"
      {...props}
    />
  );
}
