'use client';

import { useCallback } from 'react';
import { PENDING_SUBMIT_ATTRIBUTE } from '@/lib/shell/pending-submit.mjs';

// Forms are method="dialog" before hydration; a submit marked then is made again once this form is live.
export function usePendingSubmit() {
  return useCallback((form: HTMLFormElement | null) => {
    if (!form?.hasAttribute(PENDING_SUBMIT_ATTRIBUTE)) return;
    form.removeAttribute(PENDING_SUBMIT_ATTRIBUTE);
    setTimeout(() => form.requestSubmit());
  }, []);
}
