import { AwardIcon } from '@/components/icons/lucide/award';
import { GlobeIcon } from '@/components/icons/lucide/globe';
import { HeartHandshakeIcon } from '@/components/icons/lucide/heart-handshake';
import { LightbulbIcon } from '@/components/icons/lucide/lightbulb';
import { type LucideIcon } from '@/components/icons/svg-icon';
import { SectionHeading } from '@/components/sections/section-heading';
import type { content } from '@/lib/content';
import type { VALUE_ICONS } from '@/lib/schemas/content/about';

const icons: Record<(typeof VALUE_ICONS)[number], LucideIcon> = {
  award: AwardIcon,
  'heart-handshake': HeartHandshakeIcon,
  globe: GlobeIcon,
  lightbulb: LightbulbIcon,
};

export function Values({ values }: { values: (typeof content.about)['values'] }) {
  return (
    <section aria-labelledby="values-heading" className="container-content grid gap-12 py-16 lg:py-24">
      <SectionHeading id="values-heading" eyebrow={values.eyebrow} heading={values.heading} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {values.items.map((value) => {
          const Icon = icons[value.icon];
          return (
            <li key={value.title} className="grid content-start gap-4 rounded-card border border-border bg-surface p-6">
              <Icon aria-hidden className="size-7 text-gold" strokeWidth={1.5} />
              <h3 className="text-xl font-semibold">{value.title}</h3>
              <p className="text-sm leading-relaxed text-muted-foreground">{value.description}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
