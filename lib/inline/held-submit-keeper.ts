import { holdSubmit, restoreHeldSubmit } from '@/lib/held-submit';
import { HYDRATED_ATTRIBUTE } from '@/lib/hydration';
import { PENDING_SUBMIT_ATTRIBUTE } from '@/lib/shell/pending-submit.mjs';

/**
 * Right after a request form's HTML (components/forms/held-submit-script.tsx): puts back a submit
 * held on an earlier load of the page, and keeps each submit held before the page is live, so a
 * reload offline or after a deploy, when the page's code cannot run, loses neither.
 */
export function keepHeldSubmits(): void {
  restoreHeldSubmit();
  addEventListener('submit', (event) => {
    if (!event.defaultPrevented && !document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE))
      holdSubmit(event.target as HTMLFormElement);
  });
  // Back online, a kept submit waits for the code again, and says so.
  addEventListener('online', () => {
    for (const form of document.querySelectorAll(`form[${PENDING_SUBMIT_ATTRIBUTE}]`))
      form.setAttribute(PENDING_SUBMIT_ATTRIBUTE, '');
  });
}
