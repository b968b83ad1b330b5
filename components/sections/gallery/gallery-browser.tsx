'use client';

import { useState, type MouseEvent, type ReactNode } from 'react';
import { onUse } from '@/lib/on-use';
import type { GalleryCategory, GalleryItem } from '@/lib/schemas/content/gallery';
import { showConnectionError } from '@/lib/toast';
import { useFilterChips } from './use-filter-chips';

// The lightbox (a Radix dialog, which also plays a video) loads when a visitor first opens an item.
const loadLightbox = onUse(() => import('./gallery-lightbox').then((module) => module.GalleryLightbox));
type Lightbox = Awaited<ReturnType<typeof loadLightbox>>;

type Filter = 'All' | GalleryCategory;

export type GalleryView = { showing: string; grid: ReactNode };

type GalleryBrowserProps = {
  items: Record<string, GalleryItem>;
  views: Record<string, GalleryView>;
  chips: ReactNode;
};

// Filter chips, the tile grid and the lightbox for /gallery.
export function GalleryBrowser({ items, views, chips }: GalleryBrowserProps) {
  const { filter, choose } = useFilterChips<Filter>('All');
  const [selected, setSelected] = useState<GalleryItem | null>(null);
  const [GalleryLightbox, setGalleryLightbox] = useState<Lightbox | null>(null);
  const view = views[filter];

  function prepareLightbox(onFailure = () => {}) {
    loadLightbox().then((component) => setGalleryLightbox(() => component), onFailure);
  }

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
