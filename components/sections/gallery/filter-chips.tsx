import type { FilterOption } from '@/lib/filter-options';

type FilterChipsProps = {
  label: string;
  /** Counted and described by the server (filterOptions); the first is pressed at first. */
  options: readonly FilterOption<string>[];
  /** Unique on the page: the chips' descriptions' ids start with it. */
  id: string;
};

/**
 * Toggle buttons for a single-choice filter; the pressed one is the current filter. Server markup:
 * the browser's `useFilterChips` listens for clicks on the group and moves aria-pressed, and the
 * pressed look comes from aria-pressed in CSS, so no chip is rendered in the browser.
 */
export function FilterChips({ label, options, id }: FilterChipsProps) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap justify-center gap-2">
      {options.map((option, index) => (
        <button
          key={option.value}
          type="button"
          data-filter={option.value}
          aria-pressed={index === 0}
          aria-describedby={`${id}-${index}`}
          className="group inline-flex h-11 items-center gap-2 rounded-full border border-white/15 px-4 text-sm font-medium text-foreground transition-colors duration-200 not-aria-pressed:hover:border-gold/60 not-aria-pressed:hover:bg-gold/10 aria-pressed:border-gold aria-pressed:bg-gold aria-pressed:text-gold-foreground"
        >
          {option.value}
          <span
            aria-hidden
            className="min-w-6 rounded-full bg-white/10 px-1.5 text-xs text-muted-foreground tabular-nums group-aria-pressed:bg-gold-foreground/15 group-aria-pressed:text-gold-foreground"
          >
            {option.count}
          </span>
        </button>
      ))}
      {/* Referenced descriptions stay out of the chips' names, which are the category names. */}
      <div hidden>
        {options.map((option, index) => (
          <span key={option.value} id={`${id}-${index}`}>
            {option.description}
          </span>
        ))}
      </div>
    </div>
  );
}
