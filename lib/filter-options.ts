import { plural } from '@/lib/plural';

/** One chip of a single-choice category filter, counted and described by the server. */
export type FilterOption<T extends string> = { value: T; count: number; description: string };

/**
 * "All" and each category with how many entries fall under it, and that count in words for the
 * chip's description. Worked out when the page is built: the browser ships neither the counting
 * nor the plural rules.
 */
export function filterOptions<A extends string, C extends string>(
  all: A,
  categories: readonly C[],
  items: readonly { category: C }[],
): FilterOption<A | C>[] {
  const counted = [
    { value: all as A | C, count: items.length },
    ...categories.map((category) => ({
      value: category as A | C,
      count: items.filter((item) => item.category === category).length,
    })),
  ];
  return counted.map((option) => ({ ...option, description: plural(option.count, 'item') }));
}
