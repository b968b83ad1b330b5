import { UsersIcon } from '@/components/icons/lucide/users';
import { Carousel } from '@/components/ui/carousel';
import { Photo } from '@/components/ui/photo';
import { aircraftSlug } from '@/lib/fleet/slug';
import type { FleetSlide } from '@/lib/schemas/content/home';

type FleetCarouselProps = { label: string; slides: FleetSlide[] };

export function FleetCarousel({ label, slides }: FleetCarouselProps) {
  return (
    <Carousel
      label={label}
      slides={slides.map((slide) => ({
        id: `fleet-${aircraftSlug(slide.name)}`,
        name: slide.name,
        content: (
          <>
            <div className="relative aspect-[16/10] md:aspect-auto md:min-h-[26rem]">
              <Photo photoId={slide.photo.photoId} alt={slide.photo.alt} sizes="(min-width: 768px) 660px, 100vw" />
            </div>
            <div className="grid content-center gap-4 p-7 sm:p-10">
              <p className="eyebrow">{slide.idealFor}</p>
              <h3 className="text-3xl font-semibold">{slide.name}</h3>
              <p className="flex items-center gap-2 font-medium text-gold">
                <UsersIcon aria-hidden className="size-4" />
                {slide.seats} seats
              </p>
              <p className="leading-relaxed text-muted-foreground">{slide.description}</p>
            </div>
          </>
        ),
      }))}
    />
  );
}
