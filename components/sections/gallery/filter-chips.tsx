import type { FilterOption } from '@/lib/filter-options';

type FilterChipsProps = {
  label: string;
  options: readonly FilterOption<string>[];
  id: string;
};

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
