import { ENGAGED_ATTRIBUTE, ENGAGED_EVENT } from '@/lib/engagement';

// Any input counts, and so does leaving the tab: what loads then costs the visitor nothing they see.
// Captured on window, so an input that a part of the page stops from propagating still counts.
const INPUTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'focusin', 'visibilitychange'];
const CAPTURE = { capture: true, passive: true };

/** Marks <html data-engaged> and dispatches the engaged event at the visitor's first input. */
export function markFirstInput(): void {
  const engage = (event: Event) => {
    if (event.type === 'visibilitychange' && !document.hidden) return;
    for (const type of INPUTS) removeEventListener(type, engage, CAPTURE);
    removeEventListener('scroll', engage);
    document.documentElement.setAttribute(ENGAGED_ATTRIBUTE, '');
    dispatchEvent(new Event(ENGAGED_EVENT));
  };
  for (const type of INPUTS) addEventListener(type, engage, CAPTURE);
  // The page's own scroll, not a carousel's: heard without capture, where an element's scroll never arrives.
  addEventListener('scroll', engage, { passive: true });
}
