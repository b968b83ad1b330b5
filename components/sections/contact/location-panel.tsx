import { MapPinIcon } from '@/components/icons/outline/map-pin';

type LocationPanelProps = { title: string; address: string[]; text: string; note: string };

/** A styled stand-in for a map: no third-party embed, no tracking. */
export function LocationPanel({ title, address, text, note }: LocationPanelProps) {
  return (
    <section
      aria-labelledby="contact-location"
      className="relative isolate overflow-hidden rounded-card border border-border bg-surface"
    >
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[linear-gradient(rgb(255_255_255/0.04)_1px,transparent_1px),linear-gradient(90deg,rgb(255_255_255/0.04)_1px,transparent_1px)] bg-size-[48px_48px]"
      />
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-radial-[at_70%_50%] from-gold/15 via-transparent to-transparent"
      />
      <div className="grid gap-8 p-8 sm:p-12 md:grid-cols-[1fr_auto] md:items-center">
        <div className="grid gap-4">
          <p className="eyebrow">Location</p>
          <h2 id="contact-location" className="text-3xl font-semibold">
            {title}
          </h2>
          <address className="text-lg leading-relaxed not-italic">
            {address.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
          <p className="max-w-xl leading-relaxed text-muted-foreground">{text}</p>
          <p className="max-w-xl text-sm text-muted-foreground">{note}</p>
        </div>
        <span
          aria-hidden
          className="mx-auto flex size-28 items-center justify-center rounded-full border border-gold/40 bg-background/60 shadow-[0_0_0_12px_rgb(201_163_91/0.08),0_0_0_28px_rgb(201_163_91/0.04)]"
        >
          <MapPinIcon className="size-10 text-gold" />
        </span>
      </div>
    </section>
  );
}
