'use client';
import { ImageOff } from 'lucide-react';
import Image from 'next/image';
import { useState } from 'react';
import { cn } from '@/lib/utils';

import { unsplashUrl } from '@/lib/photos';

type PhotoProps = {
  /** An ID from content/photo-library.ts, e.g. "photo-1540962351504-03099e0a754b". */
  photoId: string;
  /** What the photo shows; an empty string marks a decorative photo (no fallback text). */
  alt: string;
  /** Shown over a gradient when the photo cannot load. */
  fallbackText?: string;
  sizes: string;
  preload?: boolean;
  className?: string;
  imageClassName?: string;
};

/** A photo that fills its (sized) parent, with a graceful fallback when the CDN is unreachable. */
export function Photo({ photoId, alt, fallbackText, sizes, preload, className, imageClassName }: PhotoProps) {
  const [failed, setFailed] = useState(false);
  return (
    <div
      className={cn('absolute inset-0 overflow-hidden bg-linear-to-br from-muted via-surface to-background', className)}
    >
      {failed && !alt ? null : failed ? (
        <div
          role="img"
          aria-label={alt}
          className="flex h-full w-full flex-col items-center justify-center gap-2 p-4 text-center text-sm text-muted-foreground"
        >
          <ImageOff aria-hidden className="size-6 text-gold/70" />
          <span aria-hidden className="max-w-xs text-balance">
            {fallbackText ?? alt}
          </span>
        </div>
      ) : (
        <Image
          src={unsplashUrl(photoId)}
          alt={alt}
          fill
          sizes={sizes}
          preload={preload}
          loading={preload ? undefined : 'lazy'}
          className={cn('object-cover', imageClassName)}
          onError={() => setFailed(true)}
        />
      )}
    </div>
  );
}
