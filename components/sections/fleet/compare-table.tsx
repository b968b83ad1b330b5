'use client';

import { lazy, Suspense, useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { fillMessage } from '@/lib/fill-message';
import type { CompareData } from '@/lib/fleet/compare-data';
import { clearCompare, connectCompare, useCompare } from '@/lib/fleet/compare-store';
import { retryableImport, withRetries } from '@/lib/lazy-import';

// The figures (the table and its stacked phone form) are most of Compare's code and show only
// once two aircraft are chosen, so they load when the first is: ready by the second tick, and
// not part of /fleet's first load. A dropped connection is retried with back-off.
const loadFigures = retryableImport(() => import('./compare-figures'));
const CompareFigures = lazy(withRetries(() => loadFigures().then((module) => ({ default: module.CompareFigures }))));

type CompareTableProps = {
  data: CompareData;
  copy: { intro: string; oneChosen: string; comparing: string };
};

/** What is chosen, a way to clear it, and the chosen aircraft side by side. */
export function CompareTable({ data, copy }: CompareTableProps) {
  const { chosen } = useCompare();
  const status = useRef<HTMLParagraphElement>(null);
  const slugs = data.columns.map((column) => column.slug).join(',');
  useEffect(() => connectCompare(slugs.split(',')), [slugs]);

  const columns = chosen.flatMap((slug) => data.columns.filter((column) => column.slug === slug));
  const names = columns.map((column) => column.name);
  const message = names.length
    ? fillMessage(names.length === 1 ? copy.oneChosen : copy.comparing, { names: names.join(', ') })
    : copy.intro;
  const anyChosen = names.length > 0;
  useEffect(() => {
    if (anyChosen) void loadFigures().catch(() => {});
  }, [anyChosen]);

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p ref={status} tabIndex={-1} aria-live="polite" className="text-muted-foreground outline-none">
          {message}
        </p>
        {anyChosen ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              clearCompare();
              status.current?.focus();
            }}
          >
            Clear comparison
          </Button>
        ) : null}
      </div>
      {columns.length >= 2 ? (
        <Suspense fallback={null}>
          <CompareFigures rows={data.rows} columns={columns} />
        </Suspense>
      ) : null}
    </div>
  );
}
