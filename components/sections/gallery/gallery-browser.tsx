'use client';

import { useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { retryableImport } from '@/lib/lazy-import';
import type { GalleryCategory, GalleryItem } from '@/lib/schemas/content/gallery';
import { showConnectionError } from '@/lib/toast';
import { useFilterChips } from './use-filter-chips';

// The lightbox (a Radix dialog, which also plays a video) loads when a visitor first opens an item, or starts loading as
// soon as they point at or focus one, so it is not part of the gallery's first load.
// A failed fetch is forgotten, so the next hover or click fetches it again.
const loadLightbox = retryableImport(() => import('./gallery-lightbox').then((module) => module.GalleryLightbox));
type Lightbox = Awaited<ReturnType<typeof loadLightbox>>;

type Filter = 'All' | GalleryCategory;
type GalleryBrowserProps = {
  items: GalleryItem[];
  /** Each server-rendered tile (GalleryTile), by item id. */
  tiles: Record<string, ReactNode>;
  /** FilterChips, from the server: "All" first, then each category. */
  chips: ReactNode;
};

/** Filter chips, the tile grid and the lightbox for /gallery. */
// Categories arrive as a prop so the schema module (and zod) stays out of the browser bundle.
export function GalleryBrowser({ items, tiles, chips }: GalleryBrowserProps) {
  const { filter, chips: group, choose } = useFilterChips<Filter>('All');
  const [selected, setSelected] = useState<GalleryItem | null>(null);
  const [GalleryLightbox, setGalleryLightbox] = useState<Lightbox | null>(null);
  const grid = useRef<HTMLUListElement>(null);
  const lastOpened = useRef<string | null>(null);

  const visible = filter === 'All' ? items : items.filter((item) => item.category === filter);

  const open = (item: GalleryItem) => {
    lastOpened.current = item.id;
    setSelected(item);
    prepareLightbox(() => {
      setSelected(null);
      void showConnectionError();
    });
  };

  // One listener for every tile: the tiles are the server's markup, each naming its item.
  const openClicked = (event: MouseEvent) => {
    const id = (event.target as Element).closest<HTMLElement>('[data-gallery-item]')?.dataset.galleryItem;
    const item = items.find((candidate) => candidate.id === id);
    if (item) open(item);
  };

  function prepareLightbox(onFailure = () => {}) {
    loadLightbox().then((component) => setGalleryLightbox(() => component), onFailure);
  }

  return (
    <div className="grid gap-10">
      <div ref={group} onClick={choose}>
        {chips}
      </div>
      <p aria-live="polite" className="sr-only">
        {`Showing ${visible.length} of ${items.length} items`}
      </p>
      <ul
        ref={grid}
        className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3"
        onClick={openClicked}
        onPointerOver={() => prepareLightbox()}
        onFocus={() => prepareLightbox()}
      >
        {visible.map((item) => (
          <li key={item.id}>{tiles[item.id]}</li>
        ))}
      </ul>
      {GalleryLightbox && (
        <GalleryLightbox
          item={selected}
          onClose={() => setSelected(null)}
          onClosed={() =>
            grid.current?.querySelector<HTMLElement>(`[data-gallery-item="${lastOpened.current}"]`)?.focus()
          }
        />
      )}
    </div>
  );
}
