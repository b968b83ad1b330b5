'use client';

import type { MouseEvent, ReactNode } from 'react';
import { useFilterChips } from '@/components/sections/gallery/use-filter-chips';
import type { BlogCategory } from '@/lib/schemas/content/blog';

type Filter = 'All' | BlogCategory;

export type BlogView = {
  value: Filter;
  showing: string;
  listing: ReactNode;
};

type BlogBrowserProps = {
  views: BlogView[];
  chips: ReactNode;
};

export function BlogBrowser({ views, chips }: BlogBrowserProps) {
  const { filter, choose } = useFilterChips<Filter>('All');
  const view = views.find((candidate) => candidate.value === filter) ?? views[0];

  // The empty state's "Show all articles" (server markup, see JournalEmpty).
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
