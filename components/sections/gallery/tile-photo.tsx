import { PlayIcon } from '@/components/icons/lucide/play';
import { Photo } from '@/components/ui/photo';
import type { GalleryItem } from '@/lib/schemas/content/gallery';

/**
 * A tile's photo, rendered on the server and handed to the (client) gallery browser as markup, so
 * the photo component and its URL builder stay out of the gallery's JavaScript. A video's play badge
 * comes with it for the same reason: the icon is drawn here, not in the browser.
 */
export function TilePhoto({ item }: { item: GalleryItem }) {
  return (
    <>
      <Photo
        photoId={item.photo.photoId}
        alt={item.photo.alt}
        sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"
        className="-z-20"
        imageClassName="transition-transform duration-500 motion-safe:group-hover:scale-105"
      />
      {item.type === 'video' ? (
        <span
          aria-hidden
          className="absolute top-1/2 left-1/2 flex size-14 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border border-white/30 bg-background/70 text-gold backdrop-blur-sm transition-colors group-hover:bg-gold group-hover:text-gold-foreground"
        >
          <PlayIcon className="size-6 translate-x-0.5 fill-current" />
        </span>
      ) : null}
    </>
  );
}
