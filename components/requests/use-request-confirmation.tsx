'use client';

import dynamic from 'next/dynamic';
import { useCallback, useState } from 'react';
import type { SiteRequest } from '@/lib/requests/model';

// The confirmation loads on the first submit, not with the page.
const RequestDialog = dynamic(() => import('./request-dialog').then((module) => module.RequestDialog), {
  ssr: false,
});

/**
 * What a form needs to send a request: `confirm(request)` opens the confirmation (which sends it,
 * or offers the hand-off), and `dialog` is rendered anywhere in the form's tree.
 */
export function useRequestConfirmation({ onReceived }: { onReceived?: () => void } = {}) {
  const [request, setRequest] = useState<SiteRequest | null>(null);
  const close = useCallback(() => setRequest(null), []);
  const dialog = request ? (
    <RequestDialog key={request.reference} request={request} onClose={close} onReceived={onReceived} />
  ) : null;
  return { confirm: setRequest, dialog };
}

/** The path of the page a request is made on. */
export const currentPage = () => window.location.pathname;
