import { PlayIcon } from '@/components/icons/lucide/play';
import { Photo } from '@/components/ui/photo';
import type { GalleryItem } from '@/lib/schemas/content/gallery';

// One sized tile: it opens the lightbox, which shows the photo or plays the video.
export function GalleryTile({ item }: { item: GalleryItem }) {
  const isVideo = item.type === 'video';
  return (
    <button
      type="button"
      data-gallery-item={item.id}
      aria-label={
        isVideo ? `${item.category} video: ${item.title}, play` : `${item.category}: ${item.title}, view photo`
      }
      className="group relative isolate block aspect-[4/3] w-full overflow-hidden rounded-card border border-border bg-surface text-left transition-[border-color] duration-300 hover:border-gold/40"
    >
      <Photo
        photoId={item.photo.photoId}
        alt={item.photo.alt}
        sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"
        className="-z-20"
        imageClassName="transition-transform duration-500 motion-safe:group-hover:scale-105"
      />
      {isVideo ? (
        <span
          aria-hidden
          className="absolute top-1/2 left-1/2 flex size-14 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border border-white/30 bg-background/70 text-gold backdrop-blur-sm transition-colors group-hover:bg-gold group-hover:text-gold-foreground"
        >
          <PlayIcon className="size-6 translate-x-0.5 fill-current" />
        </span>
      ) : null}
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

export function GalleryGrid({ items }: { items: readonly GalleryItem[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.id}>
          <GalleryTile item={item} />
        </li>
      ))}
    </ul>
  );
}
