'use client';

import { useEffect, useRef, useState } from 'react';

type PhotoFallbackProps = { alt: string; fallbackText?: string };

/**
 * Watches the <img> rendered just before it: when the photo cannot load (also before hydration),
 * hides it and writes its description out instead, over the gradient.
 */
export function PhotoFallback({ alt, fallbackText }: PhotoFallbackProps) {
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
  return (
    <div
      role="img"
      aria-label={alt}
      className="flex h-full w-full flex-col items-center justify-center gap-2 p-4 text-center text-sm text-muted-foreground"
    >
      <ImageOffIcon />
      <span aria-hidden className="max-w-xs text-balance">
        {fallbackText ?? alt}
      </span>
    </div>
  );
}

/** Lucide's image-off (ISC licence), drawn inline so no icon runtime ships with every photo. */
function ImageOffIcon() {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-6 text-gold/70"
    >
      <line x1="2" x2="22" y1="2" y2="22" />
      <path d="M10.41 10.41a2 2 0 1 1-2.83-2.83" />
      <line x1="13.5" x2="6" y1="13.5" y2="21" />
      <line x1="18" x2="21" y1="12" y2="15" />
      <path d="M3.59 3.59A1.99 1.99 0 0 0 3 5v14a2 2 0 0 0 2 2h14c.55 0 1.052-.22 1.41-.59" />
      <path d="M21 15V5a2 2 0 0 0-2-2H9" />
    </svg>
  );
}
