import { ClockIcon } from '@/components/icons/lucide/clock';
import { MapPinIcon } from '@/components/icons/lucide/map-pin';
import { buttonVariants } from '@/components/ui/button';
import { Photo } from '@/components/ui/photo';
import { directionsHref, externalLinkProps } from '@/lib/links';

type LocationPanelProps = {
  title: string;
  address: string[];
  text: string;
  hours: { label: string; value: string }[];
  directions: { label: string; destination: string };
  photo: { photoId: string; alt: string };
  note: string;
};

export function LocationPanel({ title, address, text, hours, directions, photo, note }: LocationPanelProps) {
  return (
    <section
      aria-labelledby="contact-location"
      className="grid overflow-hidden rounded-card border border-border bg-surface md:grid-cols-[3fr_2fr]"
    >
      <div className="grid content-start gap-5 p-8 sm:p-12">
        <p className="eyebrow">Location</p>
        <h2 id="contact-location" className="text-3xl font-semibold">
          {title}
        </h2>
        <address className="flex gap-3 text-lg leading-relaxed not-italic">
          <MapPinIcon aria-hidden className="mt-1.5 size-5 shrink-0 text-gold" />
          <span>
            {address.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </span>
        </address>
        <p className="max-w-xl leading-relaxed text-muted-foreground">{text}</p>
        <div className="flex gap-3">
          <ClockIcon aria-hidden className="mt-1 size-5 shrink-0 text-gold" />
          <dl className="grid gap-2">
            {hours.map((row) => (
              <div key={row.label} className="flex flex-wrap gap-x-2">
                <dt className="font-medium">{row.label}:</dt>
                <dd className="text-muted-foreground">{row.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <a
          href={directionsHref(directions.destination)}
          {...externalLinkProps}
          className={buttonVariants({ className: 'w-fit' })}
        >
          <MapPinIcon aria-hidden />
          {directions.label}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        <p className="max-w-xl text-sm text-muted-foreground">{note}</p>
      </div>
      <div className="relative min-h-64">
        <Photo photoId={photo.photoId} alt={photo.alt} sizes="(min-width: 768px) 480px, 100vw" />
      </div>
    </section>
  );
}
