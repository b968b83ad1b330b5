'use client';

import type { MouseEvent, ReactNode } from 'react';
import { useRequestAction } from '@/components/requests/use-request-action';
import type { RequestDetails } from '@/lib/empty-legs/format';
import { externalLinkProps } from '@/lib/links';

type RequestFlightLinkProps = { href: string; offer: RequestDetails; className: string; children: ReactNode };

const loadKind = () => import('@/lib/requests/kinds/empty-leg').then((module) => module.emptyLegKind);
// The confirmation's "who should we call back" step, with its checks.
const preload = [() => import('@/lib/schemas/forms/request-contact'), () => import('@hookform/resolvers/zod')];
const noContext = () => undefined;

/**
 * "Request this flight": before JavaScript (or with a modifier key) the WhatsApp link it is; once
 * live, it opens the request confirmation like every other request, with its own reference. A
 * second press while the first is prepared is ignored.
 */
export function RequestFlightLink({ href, offer, className, children }: RequestFlightLinkProps) {
  const request = useRequestAction(loadKind, { context: noContext, preload });
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    void request.run(offer);
  };
  return (
    <>
      <a href={href} {...externalLinkProps} className={className} onClick={onClick}>
        {children}
      </a>
      {request.dialog}
    </>
  );
}
