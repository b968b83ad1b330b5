import type { ReactNode } from 'react';
import { content } from '@/lib/content';
import { cn } from '@/lib/utils';

const HINT_SHOWN = { md: null, lg: 'hidden md:block lg:hidden' } as const;

type FiguresScrollerProps = {
  labelledBy: string;
  fitsFrom: keyof typeof HINT_SHOWN;
  slot: 1 | 2 | 3;
  className?: string;
  children: ReactNode;
};

export function FiguresScroller({ labelledBy, fitsFrom, slot, className, children }: FiguresScrollerProps) {
  const hintShown = HINT_SHOWN[fitsFrom];
  return (
    <div className="grid gap-2">
      <section
        tabIndex={hintShown ? 0 : undefined}
        aria-labelledby={labelledBy}
        data-figures={slot}
        className={cn('overflow-x-auto rounded-card border border-border scroll-cue', className)}
      >
        {children}
      </section>
      {hintShown && (
        // A visual cue only: a screen reader walks the cells, and the hint would be heard where no table scrolls.
        <p className={cn('text-sm text-muted-foreground', hintShown)}>
          <span aria-hidden>↔ </span>
          {content.site.scrollHint}
        </p>
      )}
    </div>
  );
}
