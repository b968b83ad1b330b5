'use client';

import { useEffect, useRef, useState, type MouseEvent } from 'react';

/**
 * The browser's side of FilterChips (server markup): the current filter, set by a click on any
 * chip inside `chips`, and each chip's aria-pressed kept in step with it.
 */
export function useFilterChips<T extends string>(first: T) {
  const [filter, setFilter] = useState(first);
  const chips = useRef<HTMLDivElement>(null);
  useEffect(() => {
    chips.current
      ?.querySelectorAll<HTMLElement>('[data-filter]')
      .forEach((chip) => chip.setAttribute('aria-pressed', String(chip.dataset.filter === filter)));
  }, [filter]);
  const choose = (event: MouseEvent) => {
    const chip = (event.target as Element).closest<HTMLElement>('[data-filter]');
    if (chip) setFilter(chip.dataset.filter as T);
  };
  return { filter, setFilter, chips, choose };
}
