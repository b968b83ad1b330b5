'use client';
import { useEffect, useState } from 'react';

// While a Radix Select is open, Radix hides the rest of the page with aria-hidden but leaves it
// in the tab order (axe: aria-hidden-focus). Making the same elements inert matches what the
// focus trap already does. Radix marks them after its content mounts, so we follow its marks.
// They are not only children of <body>: Radix keeps aria-live regions (the route estimate)
// visible, so the siblings along their path are hidden one by one, deeper in the tree.
function syncInert(marked: Set<HTMLElement>) {
  const hidden = new Set(document.querySelectorAll<HTMLElement>('[data-aria-hidden="true"]'));
  for (const element of hidden) {
    if (marked.has(element) || element.inert) continue;
    element.inert = true;
    marked.add(element);
  }
  for (const element of marked) {
    if (hidden.has(element)) continue;
    element.inert = false;
    marked.delete(element);
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
