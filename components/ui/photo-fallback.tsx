'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

type PhotoFallbackProps = {
  alt: string;
  fallbackText?: string;
  describedElsewhere?: boolean;
  /** Drawn by the server (see Photo), so no icon code ships with this component. */
  icon: ReactNode;
};

export function PhotoFallback({ alt, fallbackText, describedElsewhere = false, icon }: PhotoFallbackProps) {
  const [failed, setFailed] = useState(false);
  const marker = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const img = marker.current?.previousElementSibling;
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

  if (!failed) return <span ref={marker} hidden />;
  if (!alt) return null;
  if (describedElsewhere) return <span data-photo-failed role="img" aria-label={alt} className="block size-full" />;
  // Spans, like the photo around them, so the fallback is valid inside a button too.
  return (
    <span
      data-photo-failed
      role="img"
      aria-label={alt}
      className="flex h-full w-full flex-col items-center justify-center gap-2 p-4 text-center text-sm text-muted-foreground"
    >
      {icon}
      <span aria-hidden className="max-w-xs text-balance">
        {fallbackText ?? alt}
      </span>
    </span>
  );
}
