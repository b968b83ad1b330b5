import { preload as preloadImage } from 'react-dom';
import { ImageOffIcon } from '@/components/icons/lucide/image-off';
import { photoSources } from '@/lib/photos';
import { cn } from '@/lib/utils';
import { PhotoFallback } from './photo-fallback';

type PhotoProps = {
  photoId: string;
  alt: string;
  fallbackText?: string;
  describedElsewhere?: boolean;
  sizes: string;
  preload?: boolean;
  className?: string;
  imageClassName?: string;
};

// The fallback is drawn here, on the server, and sent hidden with each photo.
const fallbackIcon = <ImageOffIcon className="size-6 text-gold/70" />;

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
      {/* Spans, like the photo around them, so the fallback is valid inside a button too. */}
      <PhotoFallback
        key={photoId}
        label={alt || undefined}
        className={
          describedElsewhere
            ? 'block size-full'
            : 'flex h-full w-full flex-col items-center justify-center gap-2 p-4 text-center text-sm text-muted-foreground'
        }
      >
        {alt && !describedElsewhere ? (
          <>
            {fallbackIcon}
            <span aria-hidden className="max-w-xs text-balance">
              {fallbackText ?? alt}
            </span>
          </>
        ) : null}
      </PhotoFallback>
    </span>
  );
}
