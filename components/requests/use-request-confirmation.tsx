'use client';

import { useCallback, useState } from 'react';
import { onUse, type Loader } from '@/lib/on-use';
import type { SiteRequest } from '@/lib/requests/model';
import { showConnectionError } from '@/lib/toast';

const loadDialog = onUse(() => import('./request-dialog').then((module) => module.RequestDialog));

// Fetches the confirmation (and whatever else `more` loads) when a form is first focused.
export function preloadRequest(...more: Loader<unknown>[]) {
  for (const loader of [loadDialog, ...more]) loader.preload();
}

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

export function useRequestConfirmation({ onReceived }: { onReceived?: () => void } = {}) {
  const [open, setOpen] = useState<{ request: SiteRequest; opener: HTMLElement | null } | null>(null);
  const [RequestDialog, setRequestDialog] = useState(loadDialog.peek);
  const confirm = useCallback((request: SiteRequest) => {
    const active = document.activeElement;
    const focused = active instanceof HTMLElement && active !== document.body ? active : null;
    setOpen({ request, opener: focused ?? (lastSubmitter?.isConnected ? lastSubmitter : null) });
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
