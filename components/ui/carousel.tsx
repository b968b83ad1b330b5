'use client';

import { useLayoutEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronLeftIcon } from '@/components/icons/lucide/chevron-left';
import { ChevronRightIcon } from '@/components/icons/lucide/chevron-right';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

export type CarouselSlide = { id: string; name: string; content: ReactNode };

const subscribe = () => () => {};
const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );

// Without JavaScript the slides sit in a scroll-snap row with a link to each, so every slide is reachable.
export function Carousel({ label, slides }: { label: string; slides: CarouselSlide[] }) {
  const enhanced = useHydrated();
  const [index, setIndex] = useState(0);
  const scroller = useRef<HTMLDivElement>(null);
  const count = slides.length;
  const go = (step: number) => setIndex((current) => (current + step + count) % count);

  useLayoutEffect(() => {
    const row = scroller.current;
    if (!row || enhanced || !row.scrollLeft) return;
    setIndex(Math.min(count - 1, Math.round(row.scrollLeft / row.clientWidth)));
    row.scrollLeft = 0;
  }, [enhanced, count]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!enhanced) return;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      go(event.key === 'ArrowLeft' ? -1 : 1);
    }
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      tabIndex={enhanced ? 0 : undefined}
      onKeyDown={onKeyDown}
      className="min-w-0 rounded-card outline-none focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
    >
      <div
        ref={scroller}
        tabIndex={enhanced ? undefined : 0}
        className={cn(
          'flex overflow-hidden rounded-card border border-border bg-surface outline-none focus-visible:outline-2 focus-visible:outline-ring',
          !enhanced && 'snap-x snap-mandatory [scrollbar-width:none] overflow-x-auto',
        )}
      >
        {slides.map((slide, i) => {
          const hidden = enhanced && i !== index;
          return (
            <div
              key={slide.id}
              id={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`Slide ${i + 1} of ${count}`}
              aria-hidden={hidden || undefined}
              inert={hidden}
              className={cn(
                'grid w-full shrink-0 scroll-mt-[calc(var(--header-height)+1rem)] md:grid-cols-[1.25fr_1fr]',
                enhanced ? 'transition-[opacity,visibility] duration-300' : 'snap-start',
                hidden ? 'invisible opacity-0' : 'visible opacity-100',
              )}
              // A transform, not moving the slides: leaving the row the server drew would count as a layout shift.
              style={enhanced && index ? { transform: `translateX(-${index * 100}%)` } : undefined}
            >
              {slide.content}
            </div>
          );
        })}
      </div>
      <div className="mt-6 flex min-h-11 items-center justify-between gap-4">
        {enhanced ? (
          <>
            <p role="status" aria-live="polite" aria-atomic="true" className="text-sm text-muted-foreground">
              <span className="font-display text-xl text-foreground">{slides[index].name}</span>
              <span className="sr-only">, </span>
              <span className="ml-3">
                Slide {index + 1} of {count}
              </span>
            </p>
            <div className="flex gap-3">
              <Button variant="outline" size="icon" aria-label="Previous slide" onClick={() => go(-1)}>
                <ChevronLeftIcon aria-hidden />
              </Button>
              <Button variant="outline" size="icon" aria-label="Next slide" onClick={() => go(1)}>
                <ChevronRightIcon aria-hidden />
              </Button>
            </div>
          </>
        ) : (
          <ul className="-m-1 flex [scrollbar-width:none] gap-2 overflow-x-auto p-1">
            {slides.map((slide) => (
              <li key={slide.id}>
                <a
                  href={`#${slide.id}`}
                  className="inline-flex h-11 items-center rounded-full border border-gold/60 px-4 text-sm font-semibold whitespace-nowrap transition-colors hover:border-gold hover:bg-gold/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  {slide.name}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
