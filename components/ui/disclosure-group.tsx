'use client';

import { useEffect, useRef, type ReactNode } from 'react';

function syncExpanded(details: HTMLDetailsElement) {
  details.querySelector(':scope > summary')?.setAttribute('aria-expanded', String(details.open));
}

export function DisclosureGroup({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    root.querySelectorAll('details').forEach(syncExpanded);
    // toggle does not bubble, so listen in the capture phase.
    const onToggle = (event: Event) => {
      if (event.target instanceof HTMLDetailsElement) syncExpanded(event.target);
    };
    root.addEventListener('toggle', onToggle, true);
    return () => root.removeEventListener('toggle', onToggle, true);
  }, []);
  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}
