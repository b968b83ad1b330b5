import { preload as preloadImage } from 'react-dom';
import { photoSources } from '@/lib/photos';
import { cn } from '@/lib/utils';
import { PhotoFallback } from './photo-fallback';

type PhotoProps = {
  /** An ID from content/photo-library.ts, e.g. "photo-1540962351504-03099e0a754b". */
  photoId: string;
  /** What the photo shows; an empty string marks a decorative photo (no fallback text). */
  alt: string;
  /** Shown over a gradient when the photo cannot load. */
  fallbackText?: string;
  /** The caller shows the description when the photo fails (see PhotoFallback), e.g. below a hero's text. */
  describedElsewhere?: boolean;
  sizes: string;
  /** The page's largest paint: preloaded from the <head> and fetched first. */
  preload?: boolean;
  className?: string;
  imageClassName?: string;
};

/**
 * A photo that fills its (sized) parent, as server-rendered markup: a plain <img> with a srcset
 * for the slot's `sizes`, so no image component ships to the browser. The only script is the
 * small fallback for when the CDN is unreachable.
 */
export function Photo({
  photoId,
  alt,
  fallbackText,
  describedElsewhere,
  sizes,
  preload,
  className,
  imageClassName,
}: PhotoProps) {
  const { src, srcSet } = photoSources(photoId, sizes);
  if (preload) preloadImage(src, { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high' });
  // A <span> (absolutely placed, so it lays out as a block) so a photo may sit inside a button.
  return (
    <span
      className={cn('absolute inset-0 overflow-hidden bg-linear-to-br from-muted via-surface to-background', className)}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- next/image would ship its client code to every page */}
      <img
        key={photoId}
        src={src}
        srcSet={srcSet}
        sizes={sizes}
        alt={alt}
        loading={preload ? 'eager' : 'lazy'}
        fetchPriority={preload ? 'high' : undefined}
        decoding="async"
        className={cn('absolute inset-0 size-full object-cover', imageClassName)}
      />
      <PhotoFallback key={photoId} alt={alt} fallbackText={fallbackText} describedElsewhere={describedElsewhere} />
    </span>
  );
}
