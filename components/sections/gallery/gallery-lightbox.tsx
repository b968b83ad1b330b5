'use client';

import { Badge } from '@/components/ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Photo } from '@/components/ui/photo';
import type { GalleryItem } from '@/lib/schemas/content/gallery';

type GalleryLightboxProps = {
  item: GalleryItem | null;
  onClose: () => void;
  /** Called instead of Radix's default focus return, so focus lands on the tile that opened it. */
  onClosed: () => void;
};

/** Full-screen view of one photo with its title and description. */
export function GalleryLightbox({ item, onClose, onClosed }: GalleryLightboxProps) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {item ? (
        <DialogContent
          className="max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-6xl gap-0 overflow-y-auto bg-background p-0"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
        >
          <div className="relative aspect-[3/2] max-h-[70dvh] w-full">
            <Photo photoId={item.photo.photoId} alt={item.photo.alt} sizes="(min-width: 1200px) 72rem, 100vw" />
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
