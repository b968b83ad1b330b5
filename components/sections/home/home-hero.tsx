import { DeferredQuickBookingForm } from '@/components/forms/deferred/quick-booking-form';
import type { JetTypeOption } from '@/components/forms/quick-booking-form';
import { ImageOffIcon } from '@/components/icons/lucide/image-off';
import { Photo } from '@/components/ui/photo';
import type { TripType } from '@/lib/trips/rules';

type HomeHeroProps = {
  eyebrow: string;
  heading: string;
  intro: string;
  formTitle: string;
  tripNotes: Record<TripType, string>;
  jetTypes: readonly JetTypeOption[];
  photo: { photoId: string; alt: string };
};

// Full-bleed opening photo with the h1 and the quick booking form over a gradient.
export function HomeHero({ eyebrow, heading, intro, formTitle, tripNotes, jetTypes, photo }: HomeHeroProps) {
  return (
    <section
      data-hero
      className="relative isolate overflow-hidden pt-[calc(var(--header-height)+2.5rem)] pb-16 lg:flex lg:min-h-[min(100dvh,56rem)] lg:items-center lg:pb-20"
    >
      <Photo
        photoId={photo.photoId}
        alt={photo.alt}
        sizes="100vw"
        preload
        describedElsewhere
        className="bottom-auto -z-20 h-[min(100%,85svh)] mask-b-from-70%"
      />
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-linear-to-b from-background/85 via-background/55 to-background lg:bg-linear-to-r lg:from-background/90 lg:via-background/60 lg:to-background/30"
      />
      <div className="container-content grid items-center gap-10 lg:grid-cols-[1.1fr_1fr] lg:gap-16">
        <div className="grid gap-5">
          <p className="eyebrow">{eyebrow}</p>
          <h1 className="text-4xl leading-tight font-semibold text-balance sm:text-5xl lg:text-6xl">{heading}</h1>
          <p className="max-w-xl text-lg leading-relaxed text-foreground/85">{intro}</p>
        </div>
        <DeferredQuickBookingForm title={formTitle} tripNotes={tripNotes} jetTypes={jetTypes} />
        <p
          aria-hidden
          data-hero-caption
          className="hidden items-center gap-2 text-sm text-muted-foreground lg:col-span-2"
        >
          <ImageOffIcon className="size-5 shrink-0 text-gold/70" />
          {photo.alt}
        </p>
      </div>
    </section>
  );
}
