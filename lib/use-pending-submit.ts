'use client';

import { useCallback } from 'react';
import { PENDING_SUBMIT_ATTRIBUTE } from '@/lib/shell/pending-submit.mjs';

/**
 * A ref for a <form>. Before hydration the inline loader only marks a submitted form (every form is
 * method="dialog", so the browser sends nothing); once this form is live, the mark is cleared and
 * the submit is made again, with what was typed, so an early Enter is never lost.
 */
export function usePendingSubmit() {
  return useCallback((form: HTMLFormElement | null) => {
    if (!form?.hasAttribute(PENDING_SUBMIT_ATTRIBUTE)) return;
    form.removeAttribute(PENDING_SUBMIT_ATTRIBUTE);
    // After the commit, so every field and handler of the form is in place.
    setTimeout(() => form.requestSubmit());
  }, []);
}
