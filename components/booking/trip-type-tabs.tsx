'use client';

import { useRef, type KeyboardEvent } from 'react';
import { TRIP_TYPE_LABELS, TRIP_TYPES, type TripType } from '@/lib/schemas/forms/itinerary-options';
import { cn } from '@/lib/utils';

type TripTypeTabsProps = { id: string; value: TripType; onChange: (value: TripType) => void };

export const tripTabId = (id: string, type: TripType) => `${id}-tab-${type}`;
export const tripPanelId = (id: string) => `${id}-panel`;

const MOVES: Record<string, (index: number) => number> = {
  ArrowRight: (index) => (index + 1) % TRIP_TYPES.length,
  ArrowLeft: (index) => (index - 1 + TRIP_TYPES.length) % TRIP_TYPES.length,
  Home: () => 0,
  End: () => TRIP_TYPES.length - 1,
};

/**
 * One Way, Round Trip and Multi-City as ARIA tabs (arrow keys, Home and End move and select; one
 * tab stop). Hand-made rather than Radix Tabs: /book's first load has no room for it.
 */
export function TripTypeTabs({ id, value, onChange }: TripTypeTabsProps) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(index);
    onChange(TRIP_TYPES[next]);
    tabs.current[next]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label="Trip type"
      className="inline-flex w-full items-center gap-1 rounded-full border border-border bg-background/60 p-1 sm:w-fit"
    >
      {TRIP_TYPES.map((type, index) => {
        const selected = type === value;
        return (
          <button
            key={type}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tripTabId(id, type)}
            aria-selected={selected}
            aria-controls={tripPanelId(id)}
            tabIndex={selected ? 0 : -1}
            data-state={selected ? 'active' : 'inactive'}
            onClick={() => onChange(type)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cn(
              'inline-flex h-9 flex-1 items-center justify-center rounded-full px-3 text-sm font-medium whitespace-nowrap transition-colors duration-200 outline-none focus-visible:outline-2 focus-visible:outline-ring sm:flex-none sm:px-4',
              selected ? 'bg-gold text-gold-foreground' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {TRIP_TYPE_LABELS[type]}
          </button>
        );
      })}
    </div>
  );
}
