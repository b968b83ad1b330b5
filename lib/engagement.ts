// A visitor who has not touched the page yet is reading it.

// On <html> from the visitor's first input of any kind, or once the tab is left.
export const ENGAGED_ATTRIBUTE = 'data-engaged';
export const ENGAGED_EVENT = 'vayu:engaged';

const isEngaged = () => document.documentElement.hasAttribute(ENGAGED_ATTRIBUTE);

// Runs `callback` once: after the load event and the visitor's first input, when the browser is next idle.
export function whenEngaged(callback: () => void) {
  const idle = () => void (window.requestIdleCallback ?? setTimeout)(callback, { timeout: 2000 });
  const engaged = () => (isEngaged() ? idle() : window.addEventListener(ENGAGED_EVENT, idle, { once: true }));
  if (document.readyState === 'complete') engaged();
  else window.addEventListener('load', engaged, { once: true });
}
