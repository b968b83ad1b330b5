'use client';
import { useEffect, useState } from 'react';

// While a Radix Select is open, Radix hides the rest of the page with aria-hidden but leaves it
// in the tab order (axe: aria-hidden-focus). Making the same elements inert matches what the
// focus trap already does. Radix marks them after its content mounts, so we follow its marks.
function syncInert(marked: Set<HTMLElement>) {
  for (const element of Array.from(document.body.children)) {
    if (!(element instanceof HTMLElement)) continue;
    if (element.dataset.ariaHidden === 'true') {
      element.inert = true;
      marked.add(element);
    } else if (marked.delete(element)) {
      element.inert = false;
    }
  }
}

/** Open state for a Radix Select that also makes the page behind it inert while open. */
export function useInertBackground() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return;
    const marked = new Set<HTMLElement>();
    const observer = new MutationObserver(() => syncInert(marked));
    observer.observe(document.body, { childList: true, subtree: true, attributeFilter: ['data-aria-hidden'] });
    syncInert(marked);
    return () => {
      observer.disconnect();
      for (const element of marked) element.inert = false;
    };
  }, [open]);
  return [open, setOpen] as const;
}
