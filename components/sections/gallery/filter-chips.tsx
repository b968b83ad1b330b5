'use client';

import { useId } from 'react';
import { plural } from '@/lib/plural';
import { cn } from '@/lib/utils';

type FilterChipsProps<T extends string> = {
  label: string;
  options: readonly T[];
  value: T;
  counts: Record<T, number>;
  onChange: (value: T) => void;
};

/** Toggle buttons for a single-choice filter; the pressed one is the current filter. */
export function FilterChips<T extends string>({ label, options, value, counts, onChange }: FilterChipsProps<T>) {
  const id = useId();
  return (
    <div role="group" aria-label={label} className="flex flex-wrap justify-center gap-2">
      {options.map((option, index) => {
        const pressed = option === value;
        return (
          <button
            key={option}
            type="button"
            aria-pressed={pressed}
            aria-describedby={`${id}-${index}`}
            onClick={() => onChange(option)}
            className={cn(
              'inline-flex h-11 items-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors duration-200',
              pressed
                ? 'border-gold bg-gold text-gold-foreground'
                : 'border-white/15 text-foreground hover:border-gold/60 hover:bg-gold/10',
            )}
          >
            {option}
            <span
              aria-hidden
              className={cn(
                'min-w-6 rounded-full px-1.5 text-xs tabular-nums',
                pressed ? 'bg-gold-foreground/15' : 'bg-white/10 text-muted-foreground',
              )}
            >
              {counts[option]}
            </span>
          </button>
        );
      })}
      {/* Referenced descriptions stay out of the chips' names, which are the category names. */}
      <div hidden>
        {options.map((option, index) => (
          <span key={option} id={`${id}-${index}`}>
            {plural(counts[option], 'item')}
          </span>
        ))}
      </div>
    </div>
  );
}

/** How many entries fall under each option; "All" counts everything. */
export function countBy<T extends string, C extends string>(
  all: T,
  categories: readonly C[],
  items: { category: C }[],
) {
  const counts = { [all]: items.length } as Record<T | C, number>;
  for (const category of categories) counts[category] = items.filter((item) => item.category === category).length;
  return counts;
}
