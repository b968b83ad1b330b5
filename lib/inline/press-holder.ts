import { HOLD_PRESS_ATTRIBUTE } from '@/lib/shell/pending-submit.mjs';

// Holds a press on a control marked data-hold-press until its code is live.
export function holdEarlyPresses(): void {
  addEventListener(
    'click',
    (event) => {
      const control = event.target instanceof Element && event.target.closest(`[${HOLD_PRESS_ATTRIBUTE}]`);
      if (!control || control.getAttribute(HOLD_PRESS_ATTRIBUTE) === 'live') return;
      control.setAttribute(HOLD_PRESS_ATTRIBUTE, 'held');
      // React would hydrate the control in this event and answer it too: the replay answers it once.
      event.stopPropagation();
    },
    true,
  );
}
