'use client';
import { ChevronLeft, ChevronRight, Users } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Photo } from '@/components/ui/photo';
import type { FleetSlide } from '@/lib/schemas/content/home';
import { cn } from '@/lib/utils';

type FleetCarouselProps = { label: string; slides: FleetSlide[] };

/** The fleet carousel: one slide at a time, wrapping both ways, by buttons or arrow keys. */
export function FleetCarousel({ label, slides }: FleetCarouselProps) {
  const [index, setIndex] = useState(0);
  const count = slides.length;
  const go = (step: number) => setIndex((current) => (current + step + count) % count);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      go(event.key === 'ArrowLeft' ? -1 : 1);
    }
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      tabIndex={0}
      onKeyDown={onKeyDown}
      className="rounded-card outline-none focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
    >
      <div className="grid overflow-hidden rounded-card border border-border bg-surface">
        {slides.map((slide, i) => (
          <div
            key={slide.name}
            role="group"
            aria-roledescription="slide"
            aria-label={`Slide ${i + 1} of ${count}`}
            aria-hidden={i !== index}
            inert={i !== index}
            className={cn(
              'grid transition-[opacity,visibility] duration-300 [grid-area:1/1] md:grid-cols-[1.25fr_1fr]',
              i === index ? 'visible opacity-100' : 'invisible opacity-0',
            )}
          >
            <div className="relative aspect-[16/10] md:aspect-auto md:min-h-[26rem]">
              <Photo photoId={slide.photo.photoId} alt={slide.photo.alt} sizes="(min-width: 768px) 660px, 100vw" />
            </div>
            <div className="grid content-center gap-4 p-7 sm:p-10">
              <p className="eyebrow">{slide.idealFor}</p>
              <h3 className="text-3xl font-semibold">{slide.name}</h3>
              <p className="flex items-center gap-2 font-medium text-gold">
                <Users aria-hidden className="size-4" />
                {slide.seats} seats
              </p>
              <p className="leading-relaxed text-muted-foreground">{slide.description}</p>
            </div>
          </div>
        ))}
      </div>
      <div className="mt-6 flex items-center justify-between gap-4">
        <p role="status" aria-live="polite" aria-atomic="true" className="text-sm text-muted-foreground">
          <span className="font-display text-xl text-foreground">{slides[index].name}</span>
          <span className="sr-only">, </span>
          <span className="ml-3">
            Slide {index + 1} of {count}
          </span>
        </p>
        <div className="flex gap-3">
          <Button variant="outline" size="icon" aria-label="Previous slide" onClick={() => go(-1)}>
            <ChevronLeft aria-hidden />
          </Button>
          <Button variant="outline" size="icon" aria-label="Next slide" onClick={() => go(1)}>
            <ChevronRight aria-hidden />
          </Button>
        </div>
      </div>
    </section>
  );
}
