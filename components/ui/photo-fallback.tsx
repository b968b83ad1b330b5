'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

type PhotoFallbackProps = {
  /** The photo's description; none for a decorative photo, which leaves nothing in its place. */
  label?: string;
  className: string;
  /** Drawn by the server (see Photo), so the browser ships only this switch. */
  children?: ReactNode;
};

/** Rendered hidden right after its <img>; takes the photo's place if the photo fails to load. */
export function PhotoFallback({ label, className, children }: PhotoFallbackProps) {
  const [failed, setFailed] = useState(false);
  const fallback = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const img = fallback.current?.previousElementSibling;
    if (!(img instanceof HTMLImageElement)) return;
    const fail = () => {
      img.hidden = true;
      img.removeAttribute('alt');
      setFailed(true);
    };
    if (img.complete && img.naturalWidth === 0) {
      fail();
      return;
    }
    img.addEventListener('error', fail, { once: true });
    return () => img.removeEventListener('error', fail);
  }, []);

  const shown = failed && Boolean(label);
  return (
    <span
      ref={fallback}
      hidden={!shown}
      data-photo-failed={shown || undefined}
      role={label ? 'img' : undefined}
      aria-label={label}
      className={className}
    >
      {children}
    </span>
  );
}
