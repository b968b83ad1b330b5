'use client';

import type { MouseEvent, ReactNode } from 'react';
import { useRequestAction } from '@/components/requests/use-request-action';
import type { RequestDetails } from '@/lib/empty-legs/format';
import { externalLinkProps } from '@/lib/links';
import { onUse } from '@/lib/on-use';

type RequestFlightLinkProps = { href: string; offer: RequestDetails; className: string; children: ReactNode };

const loadKind = onUse(() => import('@/lib/requests/kinds/empty-leg').then((module) => module.emptyLegKind));
const loadRequestContactSchema = onUse(() => import('@/lib/schemas/forms/request-contact'));
// Its own zod loader: the form's resolver module would bring the message catalogue with it.
const loadZodResolver = onUse(() => import('@hookform/resolvers/zod'));

// "Request this flight": before JavaScript (or with a modifier key) the WhatsApp link it is; once live.
export function RequestFlightLink({ href, offer, className, children }: RequestFlightLinkProps) {
  const { run, dialog } = useRequestAction(loadKind, {
    context: () => undefined,
    preload: [loadRequestContactSchema, loadZodResolver],
  });
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    void run(offer);
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
