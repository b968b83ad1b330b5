import type { ReactNode } from 'react';
import { content } from '@/lib/content';
import { cn } from '@/lib/utils';

// The width from which the table fits its card. A phone shows each row as a card (stack-rows in
// globals.css); between the two widths the table scrolls, with the hint and shaded edges.
const HINT_SHOWN = { md: 'hidden', lg: 'hidden md:block lg:hidden' } as const;

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
 * fits, a named, focusable region that scrolls sideways (arrow keys scroll it), shaded at the edge
 * that has more columns, with a visible hint that it scrolls. The
 * floating WhatsApp button steps aside while it passes under the button (globals.css).
 */
export function FiguresScroller({ labelledBy, fitsFrom, slot, className, children }: FiguresScrollerProps) {
  const hintId = `${labelledBy}-scroll-hint`;
  return (
    <div className="grid gap-2">
      <section
        tabIndex={0}
        aria-labelledby={labelledBy}
        aria-describedby={hintId}
        data-figures={slot}
        className={cn('overflow-x-auto rounded-card border border-border scroll-cue', className)}
      >
        {children}
      </section>
      <p id={hintId} className={cn('text-sm text-muted-foreground', HINT_SHOWN[fitsFrom])}>
        <span aria-hidden>↔ </span>
        {content.site.scrollHint}
      </p>
    </div>
  );
}
