'use client';

import { Badge } from '@/components/ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Photo } from '@/components/ui/photo';
import { sizedPhotoUrl, unsplashUrl } from '@/lib/photos';
import type { GalleryItem } from '@/lib/schemas/content/gallery';

type GalleryLightboxProps = {
  item: GalleryItem | null;
  onClose: () => void;
};

// A film with its photo as poster: the viewer starts it (never autoplay), captions when given.
function GalleryVideo({ item, video }: { item: GalleryItem; video: NonNullable<GalleryItem['video']> }) {
  return (
    <video
      controls
      playsInline
      preload="none"
      poster={sizedPhotoUrl(unsplashUrl(item.photo.photoId), 1200)}
      aria-label={item.title}
      className="absolute inset-0 size-full bg-black object-contain"
    >
      <source src={video.src} type={video.src.endsWith('.webm') ? 'video/webm' : 'video/mp4'} />
      {video.captions ? (
        <track
          kind="captions"
          src={video.captions.src}
          srcLang={video.captions.language}
          label={video.captions.label}
        />
      ) : null}
      <a href={video.src}>{item.title}</a>
    </video>
  );
}

export function GalleryLightbox({ item, onClose }: GalleryLightboxProps) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {item ? (
        <DialogContent
          className="max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-6xl gap-0 overflow-y-auto bg-background p-0"
          // Instead of Radix's default focus return: focus lands on the tile that opened it (GalleryTile).
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            document.querySelector<HTMLElement>(`[data-gallery-item="${item.id}"]`)?.focus();
          }}
        >
          <div className="relative aspect-[3/2] max-h-[70dvh] w-full">
            {item.video ? (
              <GalleryVideo item={item} video={item.video} />
            ) : (
              <Photo photoId={item.photo.photoId} alt={item.photo.alt} sizes="(min-width: 1200px) 72rem, 100vw" />
            )}
          </div>
          <div className="grid gap-3 p-6 sm:p-8">
            <Badge>{item.category}</Badge>
            <DialogTitle className="text-2xl sm:text-3xl">{item.title}</DialogTitle>
            <DialogDescription className="max-w-3xl text-base leading-relaxed">{item.description}</DialogDescription>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
