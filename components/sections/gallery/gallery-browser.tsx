'use client';

import { useMemo, useRef, useState, type ReactNode } from 'react';
import { retryableImport } from '@/lib/lazy-import';
import type { GalleryCategory, GalleryItem } from '@/lib/schemas/content/gallery';
import { showConnectionError } from '@/lib/toast';
import { countBy, FilterChips } from './filter-chips';
import { GalleryTile } from './gallery-tile';

// The lightbox (a Radix dialog, which also plays a video) loads when a visitor first opens an item, or starts loading as
// soon as they point at or focus one, so it is not part of the gallery's first load.
// A failed fetch is forgotten, so the next hover or click fetches it again.
const loadLightbox = retryableImport(() => import('./gallery-lightbox').then((module) => module.GalleryLightbox));
type Lightbox = Awaited<ReturnType<typeof loadLightbox>>;

type Filter = 'All' | GalleryCategory;
type GalleryBrowserProps = {
  items: GalleryItem[];
  /** Each item's server-rendered photo, by item id. */
  photos: Record<string, ReactNode>;
  categories: readonly GalleryCategory[];
};

/** Filter chips, the tile grid and the lightbox for /gallery. */
// Categories arrive as a prop so the schema module (and zod) stays out of the browser bundle.
export function GalleryBrowser({ items, photos, categories }: GalleryBrowserProps) {
  const [filter, setFilter] = useState<Filter>('All');
  const [selected, setSelected] = useState<GalleryItem | null>(null);
  const [GalleryLightbox, setGalleryLightbox] = useState<Lightbox | null>(null);
  const tiles = useRef(new Map<string, HTMLButtonElement>());
  const lastOpened = useRef<string | null>(null);

  const filters: Filter[] = ['All', ...categories];
  const counts = useMemo(() => countBy('All', categories, items), [categories, items]);
  const visible = filter === 'All' ? items : items.filter((item) => item.category === filter);

  const open = (item: GalleryItem) => {
    lastOpened.current = item.id;
    setSelected(item);
    prepareLightbox(() => {
      setSelected(null);
      void showConnectionError();
    });
  };

  function prepareLightbox(onFailure = () => {}) {
    loadLightbox().then((component) => setGalleryLightbox(() => component), onFailure);
  }

  return (
    <div className="grid gap-10">
      <FilterChips label="Filter the gallery" options={filters} value={filter} counts={counts} onChange={setFilter} />
      <p aria-live="polite" className="sr-only">
        {`Showing ${visible.length} of ${items.length} items`}
      </p>
      <ul
        className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3"
        onPointerOver={() => prepareLightbox()}
        onFocus={() => prepareLightbox()}
      >
        {visible.map((item) => (
          <li key={item.id}>
            <GalleryTile
              item={item}
              photo={photos[item.id]}
              onOpen={open}
              ref={(node) => {
                if (node) tiles.current.set(item.id, node);
                else tiles.current.delete(item.id);
              }}
            />
          </li>
        ))}
      </ul>
      {GalleryLightbox && (
        <GalleryLightbox
          item={selected}
          onClose={() => setSelected(null)}
          onClosed={() => tiles.current.get(lastOpened.current ?? '')?.focus()}
        />
      )}
    </div>
  );
}
