'use client';

import { useRef } from 'react';
import { preloadRequest, useRequestConfirmation } from '@/components/requests/use-request-confirmation';
import { requests } from '@/content/requests';
import { EmailSignupForm } from './email-signup-form';

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
        loadSchema={() => import('@/lib/schemas/forms/newsletter').then((module) => module.newsletterSchema)}
        onSubscribed={async (email, reset) => {
          clear.current = reset;
          const { newsletterRequest } = await import('@/lib/requests/kinds');
          confirm(newsletterRequest(email, requests.headings.newsletter, { page: window.location.pathname }));
        }}
        onFocus={() => preloadRequest(() => import('@/lib/requests/kinds'))}
        busy={dialog !== null}
        className={className}
        rowClassName={rowClassName}
      />
      {dialog}
    </>
  );
}
