'use client';

import { useState, type MouseEvent, type ReactNode } from 'react';
import { onUse } from '@/lib/on-use';
import type { GalleryCategory, GalleryItem } from '@/lib/schemas/content/gallery';
import { showConnectionError } from '@/lib/toast';
import { useFilterChips } from './use-filter-chips';

// The lightbox (a Radix dialog, which also plays a video) loads when a visitor first opens an item, or starts loading as
// soon as they point at or focus one, so it is not part of the gallery's first load.
// A failed fetch is forgotten, so the next hover or click fetches it again.
const loadLightbox = onUse(() => import('./gallery-lightbox').then((module) => module.GalleryLightbox));
type Lightbox = Awaited<ReturnType<typeof loadLightbox>>;

type Filter = 'All' | GalleryCategory;

/** What one filter shows, drawn by the server: its grid of tiles (GalleryGrid) and its live line. */
export type GalleryView = { showing: string; grid: ReactNode };

type GalleryBrowserProps = {
  /** Every item by id, for the lightbox. */
  items: Record<string, GalleryItem>;
  /** By filter: "All" and each category. */
  views: Record<string, GalleryView>;
  /** FilterChips, from the server: "All" first, then each category. */
  chips: ReactNode;
};

/** Filter chips, the tile grid and the lightbox for /gallery. */
// Categories arrive as a prop so the schema module (and zod) stays out of the browser bundle.
export function GalleryBrowser({ items, views, chips }: GalleryBrowserProps) {
  const { filter, choose } = useFilterChips<Filter>('All');
  const [selected, setSelected] = useState<GalleryItem | null>(null);
  const [GalleryLightbox, setGalleryLightbox] = useState<Lightbox | null>(null);
  const view = views[filter];

  function prepareLightbox(onFailure = () => {}) {
    loadLightbox().then((component) => setGalleryLightbox(() => component), onFailure);
  }

  // One listener for every tile: the tiles are the server's markup, each naming its item.
  const open = (event: MouseEvent) => {
    const id = (event.target as Element).closest<HTMLElement>('[data-gallery-item]')?.dataset.galleryItem;
    const item = id ? items[id] : undefined;
    if (!item) return;
    setSelected(item);
    prepareLightbox(() => {
      setSelected(null);
      void showConnectionError();
    });
  };

  return (
    // Laid out by the page's section (a grid), so this part ships no wrapper of its own.
    <>
      <div onClick={choose}>{chips}</div>
      <p role="status" className="sr-only">
        {view.showing}
      </p>
      <div onClick={open} onPointerOver={() => prepareLightbox()} onFocus={() => prepareLightbox()}>
        {view.grid}
      </div>
      {GalleryLightbox && <GalleryLightbox item={selected} onClose={() => setSelected(null)} />}
    </>
  );
}
