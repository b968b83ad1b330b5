'use client';

import type { MouseEvent, ReactNode } from 'react';
import { useRequestConfirmation } from '@/components/requests/use-request-confirmation';
import type { RequestDetails } from '@/lib/empty-legs/format';
import { externalLinkProps } from '@/lib/links';

type RequestFlightLinkProps = { href: string; offer: RequestDetails; className: string; children: ReactNode };

/**
 * "Request this flight": before JavaScript (or with a modifier key) the WhatsApp link it is; once
 * live, it opens the request confirmation like every other request, with its own reference.
 */
export function RequestFlightLink({ href, offer, className, children }: RequestFlightLinkProps) {
  const { confirm, dialog } = useRequestConfirmation();
  const onClick = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    const { emptyLegRequest } = await import('@/lib/requests/kinds');
    confirm(emptyLegRequest(offer, { page: window.location.pathname }));
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
