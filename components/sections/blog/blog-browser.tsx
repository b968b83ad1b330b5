'use client';

import type { MouseEvent, ReactNode } from 'react';
import { useFilterChips } from '@/components/sections/gallery/use-filter-chips';
import type { BlogCategory } from '@/lib/schemas/content/blog';

type Filter = 'All' | BlogCategory;

/**
 * What one filter shows, drawn by the server (JournalListing, or JournalEmpty for a category with
 * no article yet): the browser only chooses which, so no card, photo or badge code ships with the
 * journal.
 */
export type BlogView = {
  value: Filter;
  /** What the live region says once this filter is chosen. */
  showing: string;
  listing: ReactNode;
};

type BlogBrowserProps = {
  views: BlogView[];
  /** FilterChips, from the server: "All" first, then each category. */
  chips: ReactNode;
};

/** Category chips; the first article of the filtered list leads as Featured, the rest form a grid. */
export function BlogBrowser({ views, chips }: BlogBrowserProps) {
  const { filter, choose } = useFilterChips<Filter>('All');
  const view = views.find((candidate) => candidate.value === filter) ?? views[0];

  // The empty state's "Show all articles" (server markup, see JournalEmpty).
  // It presses the All chip, as a click there would, and moves focus to it.
  const showAll = (event: MouseEvent<HTMLElement>) => {
    if (!(event.target as Element).closest('[data-show-all]')) return;
    const all = event.currentTarget.querySelector<HTMLElement>('[data-filter]');
    all?.click();
    all?.focus();
  };

  return (
    <div className="grid gap-10" onClick={showAll}>
      <div onClick={choose}>{chips}</div>
      <p role="status" className="sr-only">
        {view.showing}
      </p>
      {view.listing}
    </div>
  );
}
