'use client';

import { useCallback, useState } from 'react';
import { onUse, type Loader } from '@/lib/on-use';
import type { SiteRequest } from '@/lib/requests/model';
import { showConnectionError } from '@/lib/toast';

// The confirmation loads when a form is first used, not with the page.
const loadDialog = onUse(() => import('./request-dialog').then((module) => module.RequestDialog));

/**
 * Fetches the confirmation (and whatever else `more` loads) when a form is first focused, so a
 * connection that drops before the submit still gets the confirmation and the outbox.
 */
export function preloadRequest(...more: Loader<unknown>[]) {
  for (const loader of [loadDialog, ...more]) loader.preload();
}

// The send that started the latest submission. A form disables its send while the submission
// runs, and a disabled button loses focus, so after a slow submit (a chunk fetched on a poor
// connection) focus is on the page itself by the time the confirmation opens: it returns here.
let lastSubmitter: HTMLElement | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener(
    'submit',
    (event) => {
      const { submitter } = event as SubmitEvent;
      lastSubmitter = submitter instanceof HTMLElement ? submitter : null;
    },
    true,
  );
}

/**
 * What a form needs to send a request: `confirm(request)` opens the confirmation (which sends it,
 * or offers the hand-off), and `dialog` is rendered anywhere in the form's tree.
 */
export function useRequestConfirmation({ onReceived }: { onReceived?: () => void } = {}) {
  // The request, with the control that opened it (focus goes back there when the dialog closes).
  const [open, setOpen] = useState<{ request: SiteRequest; opener: HTMLElement | null } | null>(null);
  const [RequestDialog, setRequestDialog] = useState(loadDialog.peek);
  const confirm = useCallback((request: SiteRequest) => {
    const active = document.activeElement;
    const focused = active instanceof HTMLElement && active !== document.body ? active : null;
    setOpen({ request, opener: focused ?? (lastSubmitter?.isConnected ? lastSubmitter : null) });
    // Fetched on the form's first focus; one that still cannot arrive closes and says so.
    loadDialog().then(
      (Dialog) => setRequestDialog(() => Dialog),
      () => {
        setOpen(null);
        void showConnectionError();
      },
    );
  }, []);
  const close = useCallback(() => setOpen(null), []);
  // Open (so the form stays busy) from the confirm on, shown once its code is in.
  const dialog = open
    ? RequestDialog && (
        <RequestDialog
          key={open.request.reference}
          request={open.request}
          onClose={close}
          returnFocusTo={open.opener}
          onReceived={onReceived}
        />
      )
    : null;
  return { confirm, dialog };
}
