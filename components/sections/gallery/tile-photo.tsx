import { Photo } from '@/components/ui/photo';
import type { GalleryItem } from '@/lib/schemas/content/gallery';

/**
 * A tile's photo, rendered on the server and handed to the (client) gallery browser as markup, so
 * the photo component and its URL builder stay out of the gallery's JavaScript.
 */
export function TilePhoto({ item }: { item: GalleryItem }) {
  return (
    <Photo
      photoId={item.photo.photoId}
      alt={item.photo.alt}
      sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"
      className="-z-20"
      imageClassName="transition-transform duration-500 motion-safe:group-hover:scale-105"
    />
  );
}
