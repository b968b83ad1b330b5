'use client';

import dynamic from 'next/dynamic';
import { useCallback, useRef, useState } from 'react';
import type { SiteRequest } from '@/lib/requests/model';

// The confirmation loads when a form is first used, not with the page.
const loadDialog = () => import('./request-dialog');
const RequestDialog = dynamic(() => loadDialog().then((module) => module.RequestDialog), { ssr: false });

/**
 * Fetches the confirmation (and whatever else `more` loads) when a form is first focused, so a
 * connection that drops before the submit still gets the confirmation and the outbox.
 */
export function preloadRequest(...more: (() => Promise<unknown>)[]) {
  for (const load of [loadDialog, ...more]) void load().catch(() => {});
}

/**
 * What a form needs to send a request: `confirm(request)` opens the confirmation (which sends it,
 * or offers the hand-off), and `dialog` is rendered anywhere in the form's tree.
 */
export function useRequestConfirmation({ onReceived }: { onReceived?: () => void } = {}) {
  const [request, setRequest] = useState<SiteRequest | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const confirm = useCallback((next: SiteRequest) => {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    setRequest(next);
  }, []);
  const close = useCallback(() => {
    setRequest(null);
    // The dialog leaves the page as it closes, before it can hand focus back: return it to the
    // control that opened it, so a keyboard user goes on from where they were.
    const back = opener.current;
    requestAnimationFrame(() => {
      if (back?.isConnected) back.focus();
    });
  }, []);
  const dialog = request ? (
    <RequestDialog key={request.reference} request={request} onClose={close} onReceived={onReceived} />
  ) : null;
  return { confirm, dialog };
}

/** The path of the page a request is made on. */
export const currentPage = () => window.location.pathname;
