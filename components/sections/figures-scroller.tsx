import type { ReactNode } from 'react';
import { content } from '@/lib/content';
import { cn } from '@/lib/utils';

// The width from which the table fits its card. A phone shows each row as a card (stack-rows in
// globals.css); between the two widths the table scrolls, with the hint and shaded edges.
const HINT_SHOWN = { md: null, lg: 'hidden md:block lg:hidden' } as const;

type FiguresScrollerProps = {
  /** The id of the heading that names the table's region. */
  labelledBy: string;
  fitsFrom: keyof typeof HINT_SHOWN;
  /** Its number among the page's regions of figures (globals.css names one timeline each). */
  slot: 1 | 2 | 3;
  className?: string;
  children: ReactNode;
};

/**
 * A table of figures (its table classed stack-rows): a card per row on a phone; wider, until it
 * fits, a named region that scrolls sideways (focusable, so arrow keys scroll it), shaded at the edge
 * that has more columns, with a visible hint that it scrolls. The
 * floating WhatsApp button steps aside while it passes under the button (globals.css).
 */
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
