'use client';

import { useMemo, useRef, useState, type ReactNode } from 'react';
import { countBy, FilterChips } from '@/components/sections/gallery/filter-chips';
import { Button } from '@/components/ui/button';
import { plural } from '@/lib/plural';
import type { BlogCategory } from '@/lib/schemas/content/blog';

/**
 * One article, both ways the server draws it: as the lead (Featured) and as a grid card. The
 * browser only chooses between them, so no card, photo or badge code ships with the journal.
 */
export type BrowsedArticle = { slug: string; category: BlogCategory; featured: ReactNode; card: ReactNode };

type Filter = 'All' | BlogCategory;
type BlogBrowserProps = {
  articles: BrowsedArticle[];
  categories: readonly BlogCategory[];
  empty: { title: string; text: string };
};

/** Category chips; the first article of the filtered list leads as Featured, the rest form a grid. */
export function BlogBrowser({ articles, categories, empty }: BlogBrowserProps) {
  const [filter, setFilter] = useState<Filter>('All');
  const chips = useRef<HTMLDivElement>(null);
  const filters: Filter[] = ['All', ...categories];
  const counts = useMemo(() => countBy('All', categories, articles), [categories, articles]);
  const visible = filter === 'All' ? articles : articles.filter((article) => article.category === filter);
  const [featured, ...rest] = visible;

  const showAll = () => {
    setFilter('All');
    chips.current?.querySelector('button')?.focus();
  };

  return (
    <div className="grid gap-10">
      <div ref={chips}>
        <FilterChips label="Filter articles" options={filters} value={filter} counts={counts} onChange={setFilter} />
      </div>
      <p aria-live="polite" className="sr-only">
        {`Showing ${plural(visible.length, 'article')}`}
      </p>
      {featured ? (
        <>
          {featured.featured}
          {rest.length ? (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {rest.map((article) => (
                <li key={article.slug} className="grid">
                  {article.card}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : (
        <div className="grid justify-items-center gap-4 rounded-card border border-dashed border-white/15 px-6 py-16 text-center">
          <h3 className="text-2xl font-semibold">{empty.title}</h3>
          <p className="max-w-md leading-relaxed text-muted-foreground">{empty.text}</p>
          <Button variant="outline" onClick={showAll}>
            Show all articles
          </Button>
        </div>
      )}
    </div>
  );
}
