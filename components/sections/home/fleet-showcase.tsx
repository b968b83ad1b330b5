import { SectionHeading } from '@/components/sections/section-heading';
import type { HomeData } from '@/lib/schemas/content/home';
import { FleetCarousel } from './fleet-carousel';

// The fleet section: heading on the server, the carousel as the only client leaf.
export function FleetShowcase({ eyebrow, heading, intro, slides }: HomeData['fleet']) {
  return (
    <section
      aria-labelledby="fleet-heading"
      className="bg-surface/40 py-20 render-when-near [--rendered-height:52rem] sm:py-28 lg:[--rendered-height:41rem]"
    >
      <div className="container-content grid gap-12">
        <SectionHeading id="fleet-heading" eyebrow={eyebrow} heading={heading} intro={intro} />
        <FleetCarousel label="Aircraft classes" slides={slides} />
      </div>
    </section>
  );
}
