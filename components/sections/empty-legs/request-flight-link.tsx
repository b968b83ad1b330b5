'use client';

import type { MouseEvent, ReactNode } from 'react';
import { preloadRequest, useRequestConfirmation } from '@/components/requests/use-request-confirmation';
import type { RequestDetails } from '@/lib/empty-legs/format';
import { useWhenEngaged } from '@/lib/forms/when-engaged';
import { externalLinkProps } from '@/lib/links';
import { useSubmitOnce } from '@/lib/use-submit-once';

type RequestFlightLinkProps = { href: string; offer: RequestDetails; className: string; children: ReactNode };

// The confirmation, its "who should we call back" step and the builder, fetched once the page is
// in use and idle: a flight requested after the connection dropped is still kept and sent on
// reconnect.
const warmRequest = () =>
  preloadRequest(
    () => import('@/lib/requests/kinds/empty-leg'),
    () => import('@/lib/schemas/forms/request-contact'),
    () => import('@hookform/resolvers/zod'),
  );

/**
 * "Request this flight": before JavaScript (or with a modifier key) the WhatsApp link it is; once
 * live, it opens the request confirmation like every other request, with its own reference. A
 * second press while the first is prepared is ignored.
 */
export function RequestFlightLink({ href, offer, className, children }: RequestFlightLinkProps) {
  const { confirm, dialog } = useRequestConfirmation();
  useWhenEngaged(warmRequest);
  const request = useSubmitOnce(async () => {
    const { emptyLegRequest } = await import('@/lib/requests/kinds/empty-leg');
    confirm(emptyLegRequest(offer, undefined, { page: window.location.pathname }));
  });
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    if (dialog === null) void request.run();
  };
  return (
    <>
      <a href={href} {...externalLinkProps} className={className} onClick={onClick}>
        {children}
      </a>
      {dialog}
    </>
  );
}
