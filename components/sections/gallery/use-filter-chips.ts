'use client';

import { useState, type MouseEvent } from 'react';

export function useFilterChips<T extends string>(first: T) {
  const [filter, setFilter] = useState(first);
  const choose = (event: MouseEvent<HTMLElement>) => {
    const chip = (event.target as Element).closest<HTMLElement>('[data-filter]');
    if (!chip) return;
    event.currentTarget
      .querySelectorAll('[data-filter]')
      .forEach((other) => other.setAttribute('aria-pressed', String(other === chip)));
    setFilter(chip.dataset.filter as T);
  };
  return { filter, choose };
}
