// A visitor who has not touched the page yet is reading it. What only using it needs (a form's
// code, what keeps a request, the offline worker) waits for the first sign of use, so a visit that
// only reads downloads and runs the page and nothing more (docs/first-use.md).

/** On <html> from the visitor's first input of any kind, or once the tab is left. */
export const ENGAGED_ATTRIBUTE = 'data-engaged';
/** Dispatched on window when the attribute is set. */
export const ENGAGED_EVENT = 'vayu:engaged';

const isEngaged = () => document.documentElement.hasAttribute(ENGAGED_ATTRIBUTE);

/**
 * Runs `callback` once: after the load event and the visitor's first input, when the browser is
 * next idle (within 2 s even on a busy page; Safari has no requestIdleCallback).
 */
export function whenEngaged(callback: () => void) {
  const idle = () => void (window.requestIdleCallback ?? setTimeout)(callback, { timeout: 2000 });
  const engaged = () => (isEngaged() ? idle() : window.addEventListener(ENGAGED_EVENT, idle, { once: true }));
  if (document.readyState === 'complete') engaged();
  else window.addEventListener('load', engaged, { once: true });
}
