'use client';

import { useRef } from 'react';
import { preloadRequest, useRequestConfirmation } from '@/components/requests/use-request-confirmation';
import { onUse } from '@/lib/on-use';
import { EmailSignupForm } from './email-signup-form';

// This box is on every page: the schema, and the kind's builder and wording, load only on use.
const loadNewsletterSchema = onUse(() =>
  import('@/lib/schemas/forms/newsletter').then((module) => module.newsletterSchema),
);
const loadKind = onUse(() => import('@/lib/requests/kinds/newsletter'));

type NewsletterSignupProps = { className?: string; rowClassName?: string };

/**
 * A newsletter box ("Subscribe"): the subscription is a request like any other. With an endpoint it
 * is sent (and the box clears once it is received); without one, the confirmation offers the
 * e-mail that subscribes, and says nothing has been sent yet.
 */
export function NewsletterSignup({ className, rowClassName }: NewsletterSignupProps) {
  const clear = useRef<() => void>(() => {});
  const { confirm, dialog } = useRequestConfirmation({ onReceived: () => clear.current() });
  return (
    <>
      <EmailSignupForm
        loadSchema={loadNewsletterSchema}
        onSubscribed={async (email, reset) => {
          clear.current = reset;
          // The request's builder and wording load with it: this box is on every page, they only on a submit.
          const { newsletterRequest } = await loadKind();
          confirm(newsletterRequest({ email }, undefined, { page: window.location.pathname }));
        }}
        onFocus={() => preloadRequest(loadKind)}
        busy={dialog !== null}
        className={className}
        rowClassName={rowClassName}
      />
      {dialog}
    </>
  );
}
