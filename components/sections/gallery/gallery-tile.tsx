'use client';

import type { ReactNode, Ref } from 'react';
import type { GalleryItem } from '@/lib/schemas/content/gallery';

type GalleryTileProps = {
  item: GalleryItem;
  /** The server-rendered photo, with a video's play badge (TilePhoto). */
  photo: ReactNode;
  onOpen: (item: GalleryItem) => void;
  ref?: Ref<HTMLButtonElement>;
};

/** One sized tile: it opens the lightbox, which shows the photo or plays the video. */
export function GalleryTile({ item, photo, onOpen, ref }: GalleryTileProps) {
  const isVideo = item.type === 'video';
  // The name starts with the visible text (category, then title) so speech users can say it.
  return (
    <button
      ref={ref}
      type="button"
      onClick={() => onOpen(item)}
      aria-label={
        isVideo ? `${item.category} video: ${item.title}, play` : `${item.category}: ${item.title}, view photo`
      }
      className="group relative isolate block aspect-[4/3] w-full overflow-hidden rounded-card border border-border bg-surface text-left transition-[border-color] duration-300 hover:border-gold/40"
    >
      {photo}
      <span
        aria-hidden
        className="absolute inset-0 -z-10 bg-linear-to-t from-background/95 via-background/20 to-transparent"
      />
      <span className="absolute inset-x-0 bottom-0 grid gap-1 p-5">
        <span className="eyebrow">
          {item.category}
          {isVideo ? ' · Video' : null}
        </span>{' '}
        <span className="font-display text-xl font-semibold text-foreground">{item.title}</span>
      </span>
    </button>
  );
}
