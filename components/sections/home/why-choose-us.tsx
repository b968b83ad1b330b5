import { BadgeCheckIcon } from '@/components/icons/lucide/badge-check';
import { ClockIcon } from '@/components/icons/lucide/clock';
import { GlobeIcon } from '@/components/icons/lucide/globe';
import { type LucideIcon } from '@/components/icons/svg-icon';
import { SectionHeading } from '@/components/sections/section-heading';
import type { HomeData, WhyIcon } from '@/lib/schemas/content/home';

const ICONS: Record<WhyIcon, LucideIcon> = { clock: ClockIcon, globe: GlobeIcon, badge: BadgeCheckIcon };

export function WhyChooseUs({ eyebrow, heading, intro, items }: HomeData['why']) {
  return (
    <section
      aria-labelledby="why-heading"
      className="container-content pb-20 render-when-near [--rendered-height:61rem] sm:pb-28 lg:[--rendered-height:27rem]"
    >
      <SectionHeading id="why-heading" eyebrow={eyebrow} heading={heading} intro={intro} />
      <ul className="mt-12 grid gap-6 lg:grid-cols-3">
        {items.map(({ icon, title, body }) => {
          const Icon = ICONS[icon];
          return (
            <li
              key={title}
              className="grid content-start gap-4 rounded-card border border-border bg-surface p-7 sm:grid-cols-[auto_1fr] sm:gap-6 lg:grid-cols-1 lg:gap-4"
            >
              <span className="flex size-12 items-center justify-center rounded-full border border-gold/40 text-gold">
                <Icon aria-hidden className="size-5" />
              </span>
              <div className="grid gap-3">
                <h3 className="text-xl font-semibold">{title}</h3>
                <p className="leading-relaxed text-muted-foreground">{body}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
