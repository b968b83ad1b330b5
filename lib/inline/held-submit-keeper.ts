import { holdSubmit, restoreHeldSubmit } from '@/lib/held-submit';
import { HYDRATED_ATTRIBUTE } from '@/lib/hydration';
import { PENDING_SUBMIT_ATTRIBUTE } from '@/lib/shell/pending-submit.mjs';

// Right after a request form's HTML (components/forms/held-submit-script.tsx).
export function keepHeldSubmits(): void {
  restoreHeldSubmit();
  addEventListener('submit', (event) => {
    if (!event.defaultPrevented && !document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE))
      holdSubmit(event.target as HTMLFormElement);
  });
  addEventListener('online', () => {
    for (const form of document.querySelectorAll(`form[${PENDING_SUBMIT_ATTRIBUTE}]`))
      form.setAttribute(PENDING_SUBMIT_ATTRIBUTE, '');
  });
}
