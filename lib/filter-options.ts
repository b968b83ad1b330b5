import { plural } from '@/lib/plural';

export type FilterOption<T extends string> = { value: T; count: number; description: string };

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
