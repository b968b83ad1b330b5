'use client';

import type { ReactNode } from 'react';
import { isLive } from '@/lib/empty-legs/live';
import { useMumbaiToday } from '@/lib/time/use-mumbai-today';

type NextEmptyLegsProps = {
  items: { reference: string; date: string; lastDate?: string; card: ReactNode }[];
  builtOn: string;
  count: number;
  none: ReactNode;
};

export function NextEmptyLegs({ items, builtOn, count, none }: NextEmptyLegsProps) {
  const today = useMumbaiToday(builtOn);
  const next = items.filter((item) => isLive(item, today)).slice(0, count);
  if (next.length === 0) return none;
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {next.map((item) => (
        <li key={item.reference} className="grid">
          {item.card}
        </li>
      ))}
    </ul>
  );
}
