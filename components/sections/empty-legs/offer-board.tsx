'use client';

import { useState, type ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { Field, FieldLabel } from '@/components/ui/field';
import { IntentLink } from '@/components/ui/intent-link';
import { NativeSelect } from '@/components/ui/native-select';
import { isLive } from '@/lib/empty-legs/live';
import { plural } from '@/lib/plural';
import { useMumbaiToday } from '@/lib/time/use-mumbai-today';

export type BoardItem = {
  reference: string;
  from: string;
  fromLabel: string;
  to: string;
  toLabel: string;
  date: string;
  lastDate?: string;
};

type BoardCopy = {
  filtersLabel: string;
  noMatch: string;
  none: { heading: string; body: string; watchLink: string; bookLink: string };
};

type OfferBoardProps = {
  items: BoardItem[];
  cards: Record<string, ReactNode>;
  builtOn: string;
  copy: BoardCopy;
};

const ANY = '';
const countText = (count: number) => plural(count, 'empty leg');

function options(items: BoardItem[], side: 'from' | 'to', selected: string) {
  const labels = new Map<string, string>();
  for (const item of items) labels.set(item[side], item[side === 'from' ? 'fromLabel' : 'toLabel']);
  if (selected && !labels.has(selected)) labels.set(selected, selected);
  // Code-unit order, not localeCompare: a collator's ICU set-up would land in the hydration.
  return [...labels].sort((a, b) => (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0));
}

export function OfferBoard({ items, cards, builtOn, copy }: OfferBoardProps) {
  const today = useMumbaiToday(builtOn);
  const [from, setFrom] = useState(ANY);
  const [to, setTo] = useState(ANY);
  const live = items.filter((item) => isLive(item, today));
  const shown = live.filter((item) => (!from || item.from === from) && (!to || item.to === to));

  return (
    <div className="grid gap-8">
      {live.length > 0 ? (
        <search aria-label={copy.filtersLabel} className="grid gap-4 sm:grid-cols-2 lg:max-w-2xl">
          <Field>
            <FieldLabel htmlFor="empty-legs-from">From</FieldLabel>
            <NativeSelect id="empty-legs-from" value={from} onChange={(event) => setFrom(event.target.value)}>
              <option value={ANY}>Any</option>
              {options(live, 'from', from).map(([code, label]) => (
                <option key={code} value={code}>
                  {label}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field>
            <FieldLabel htmlFor="empty-legs-to">To</FieldLabel>
            <NativeSelect id="empty-legs-to" value={to} onChange={(event) => setTo(event.target.value)}>
              <option value={ANY}>Any</option>
              {options(live, 'to', to).map(([code, label]) => (
                <option key={code} value={code}>
                  {label}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </search>
      ) : null}
      <p role="status" className="text-sm font-medium text-muted-foreground">
        {countText(shown.length)}
      </p>
      {live.length === 0 ? (
        <div className="grid justify-items-start gap-4 rounded-card border border-border bg-surface p-7">
          <h3 className="text-2xl font-semibold">{copy.none.heading}</h3>
          <p className="max-w-xl leading-relaxed text-muted-foreground">{copy.none.body}</p>
          <div className="flex flex-wrap gap-3">
            <a href="#watchlist" className={buttonVariants({ variant: 'outline' })}>
              {copy.none.watchLink}
            </a>
            <IntentLink href="/book/" className={buttonVariants()}>
              {copy.none.bookLink}
            </IntentLink>
          </div>
        </div>
      ) : shown.length === 0 ? (
        <p className="leading-relaxed text-muted-foreground">{copy.noMatch}</p>
      ) : (
        <ul className="grid gap-6 lg:grid-cols-2">
          {shown.map((item) => (
            <li
              key={item.reference}
              className="grid render-when-near [--rendered-height:43rem] sm:[--rendered-height:29.5rem] lg:[--rendered-height:35rem] xl:[--rendered-height:30.5rem]"
            >
              {cards[item.reference]}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
