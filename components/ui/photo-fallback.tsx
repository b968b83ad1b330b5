'use client';

import { useEffect, useRef, type ReactNode } from 'react';

type PhotoFallbackProps = {
  label?: string;
  className: string;
  children?: ReactNode;
};

export function PhotoFallback({ label, className, children }: PhotoFallbackProps) {
  const fallback = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const shown = fallback.current;
    const img = shown?.previousElementSibling;
    if (!shown || !(img instanceof HTMLImageElement)) return;
    // Set on the elements, with no state: a failed photo renders nothing again.
    const fail = () => {
      img.hidden = true;
      img.removeAttribute('alt');
      if (!label) return;
      shown.hidden = false;
      shown.setAttribute('data-photo-failed', '');
    };
    if (img.complete && img.naturalWidth === 0) {
      fail();
      return;
    }
    img.addEventListener('error', fail, { once: true });
    return () => img.removeEventListener('error', fail);
  }, [label]);

  return (
    <span ref={fallback} hidden role={label ? 'img' : undefined} aria-label={label} className={className}>
      {children}
    </span>
  );
}
