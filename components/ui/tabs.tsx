'use client';

import { createContext, use, useId, type ComponentProps, type KeyboardEvent } from 'react';
import { holdPress } from '@/lib/held-press';
import { cn } from '@/lib/utils';

// The WAI-ARIA tabs pattern by hand: Radix Tabs would add about 5.4 KiB (docs/performance.md).
type TabsState = { value: string; select: (value: string) => void; id: (part: string, value: string) => string };
const TabsContext = createContext<TabsState | null>(null);

function useTabs() {
  const state = use(TabsContext);
  if (!state) throw new Error('Tabs parts must sit inside <Tabs>.');
  return state;
}

type TabsProps = Omit<ComponentProps<'div'>, 'defaultValue'> & {
  value: string;
  onValueChange: (value: string) => void;
};

export function Tabs({ value, onValueChange, ...props }: TabsProps) {
  const base = useId();
  const state: TabsState = {
    value,
    select: (next) => {
      if (next !== value) onValueChange(next);
    },
    id: (part, tab) => `${base}-${part}-${tab}`,
  };
  return (
    <TabsContext value={state}>
      <div data-orientation="horizontal" {...props} />
    </TabsContext>
  );
}

const STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const step = STEPS[event.key];
  if (!step) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
  const current = tabs.indexOf(document.activeElement as HTMLButtonElement);
  if (current < 0) return;
  event.preventDefault();
  tabs[step(current, tabs.length)].focus();
}

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"

      className={cn('inline-flex items-center gap-1 rounded-full border border-border bg-background/60 p-1', className)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveFocus(event);
      }}
      {...props}
    />
  );
}

export function TabsTrigger({ value, className, ...props }: ComponentProps<'button'> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.id('trigger', value)}
      aria-selected={selected}
      aria-controls={tabs.id('content', value)}
      data-state={selected ? 'active' : 'inactive'}
      tabIndex={selected ? 0 : -1}

      className={cn(
        'inline-flex h-9 items-center justify-center rounded-full px-3 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors duration-200 outline-none hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring data-[state=active]:bg-gold data-[state=active]:text-gold-foreground sm:px-4',
        className,
      )}
      onClick={() => tabs.select(value)}
      onFocus={() => tabs.select(value)}
      {...props}
      {...(props.ref ? null : holdPress)}
    />
  );
}

export function TabsContent({ value, className, ...props }: ComponentProps<'div'> & { value: string }) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={tabs.id('content', value)}
      aria-labelledby={tabs.id('trigger', value)}
      data-state="active"
      tabIndex={0}

      className={cn(
        'rounded-xl outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
      {...props}
    />
  );
}
