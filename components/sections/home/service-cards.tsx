import { ArrowRightIcon } from '@/components/icons/lucide/arrow-right';
import { BriefcaseIcon } from '@/components/icons/lucide/briefcase';
import { HeartPulseIcon } from '@/components/icons/lucide/heart-pulse';
import { HelicopterIcon } from '@/components/icons/lucide/helicopter';
import { PlaneIcon } from '@/components/icons/lucide/plane';
import { SparklesIcon } from '@/components/icons/lucide/sparkles';
import { UsersIcon } from '@/components/icons/lucide/users';
import { type LucideIcon } from '@/components/icons/svg-icon';
import { SectionHeading } from '@/components/sections/section-heading';
import { IntentLink } from '@/components/ui/intent-link';
import type { HomeData, ServiceIcon } from '@/lib/schemas/content/home';

const ICONS: Record<ServiceIcon, LucideIcon> = {
  plane: PlaneIcon,
  users: UsersIcon,
  briefcase: BriefcaseIcon,
  'heart-pulse': HeartPulseIcon,
  helicopter: HelicopterIcon,
  sparkles: SparklesIcon,
};

export function ServiceCards({ eyebrow, heading, intro, cards }: HomeData['services']) {
  return (
    <section
      aria-labelledby="services-heading"
      className="container-content py-20 render-when-near [--rendered-height:84rem] sm:py-28 lg:[--rendered-height:30rem]"
    >
      <SectionHeading id="services-heading" eyebrow={eyebrow} heading={heading} intro={intro} />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map(({ icon, title, body, href }) => {
          const Icon = ICONS[icon];
          return (
            <li
              key={title}
              className="group relative grid content-start gap-4 rounded-card border border-border bg-surface p-7 transition-[transform,border-color] duration-300 focus-within:border-gold/60 hover:border-gold/40 motion-safe:hover:-translate-y-0.5"
            >
              <Icon aria-hidden className="size-7 text-gold" />
              <h3 className="text-xl font-semibold">
                <IntentLink
                  href={href}
                  className="outline-none after:absolute after:inset-0 after:rounded-card focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring"
                >
                  {title}
                </IntentLink>
              </h3>
              <p className="leading-relaxed text-muted-foreground">{body}</p>
              <ArrowRightIcon
                aria-hidden
                className="size-5 text-gold transition-transform duration-200 group-hover:translate-x-1"
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
