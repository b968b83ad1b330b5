'use client';
import dynamic from 'next/dynamic';
import { useMemo, useRef, useState } from 'react';
import { messages } from '@/content/messages';
import { retryableImport, withRetries } from '@/lib/lazy-import';
import type { GalleryCategory, GalleryItem } from '@/lib/schemas/content/gallery';
import { showToast } from '@/lib/toast';
import { countBy, FilterChips } from './filter-chips';
import { GalleryTile } from './gallery-tile';

// The lightbox (a Radix dialog) loads when a visitor first opens a photo, or starts loading as
// soon as they point at or focus one, so it is not part of the gallery's first load.
// A failed fetch is forgotten (the next hover tries again) and the render itself retries with
// back-off, so one dropped connection never breaks the gallery.
const loadLightbox = retryableImport(() => import('./gallery-lightbox').then((module) => module.GalleryLightbox));
const GalleryLightbox = dynamic(withRetries(loadLightbox), { ssr: false });

type Filter = 'All' | GalleryCategory;
type GalleryBrowserProps = { items: GalleryItem[]; categories: readonly GalleryCategory[] };

/** Filter chips, the tile grid and the lightbox for /gallery. */
// Categories arrive as a prop so the schema module (and zod) stays out of the browser bundle.
export function GalleryBrowser({ items, categories }: GalleryBrowserProps) {
  const [filter, setFilter] = useState<Filter>('All');
  const [selected, setSelected] = useState<GalleryItem | null>(null);
  const tiles = useRef(new Map<string, HTMLButtonElement>());
  const lastOpened = useRef<string | null>(null);

  const filters: Filter[] = ['All', ...categories];
  const counts = useMemo(() => countBy('All', categories, items), [categories, items]);
  const visible = filter === 'All' ? items : items.filter((item) => item.category === filter);

  const open = (item: GalleryItem) => {
    if (item.type === 'video') {
      showToast(messages.notImplemented);
      return;
    }
    lastOpened.current = item.id;
    setSelected(item);
  };

  return (
    <div className="grid gap-10">
      <FilterChips label="Filter the gallery" options={filters} value={filter} counts={counts} onChange={setFilter} />
      <p aria-live="polite" className="sr-only">
        {`Showing ${visible.length} of ${items.length} items`}
      </p>
      <ul
        className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3"
        onPointerOver={() => void loadLightbox().catch(() => {})}
        onFocus={() => void loadLightbox().catch(() => {})}
      >
        {visible.map((item) => (
          <li key={item.id}>
            <GalleryTile
              item={item}
              onOpen={open}
              ref={(node) => {
                if (node) tiles.current.set(item.id, node);
                else tiles.current.delete(item.id);
              }}
            />
          </li>
        ))}
      </ul>
      <GalleryLightbox
        item={selected}
        onClose={() => setSelected(null)}
        onClosed={() => tiles.current.get(lastOpened.current ?? '')?.focus()}
      />
    </div>
  );
}
