import type { ReactNode } from 'react';
import { content } from '@/lib/content';
import { cn } from '@/lib/utils';

// The width from which the table fits its card; below it the hint shows, and the edges shade
// (scroll-cue in globals.css) where columns lie beyond view.
const HINT_HIDDEN_FROM = { md: 'md:hidden', lg: 'lg:hidden' } as const;

type FiguresScrollerProps = {
  /** The id of the heading that names the table's region. */
  labelledBy: string;
  fitsFrom: keyof typeof HINT_HIDDEN_FROM;
  /** Its number among the page's regions of figures (globals.css names one timeline each). */
  slot: 1 | 2 | 3;
  className?: string;
  children: ReactNode;
};

/**
 * A table of figures that scrolls sideways on a phone: a named, focusable region (arrow keys
 * scroll it), shaded at the edge that has more columns, with a visible hint that it scrolls. The
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
      <p id={hintId} className={cn('text-sm text-muted-foreground', HINT_HIDDEN_FROM[fitsFrom])}>
        <span aria-hidden>↔ </span>
        {content.site.scrollHint}
      </p>
    </div>
  );
}
