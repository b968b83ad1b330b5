import { BadgeIndianRupeeIcon } from '@/components/icons/lucide/badge-indian-rupee';
import { ClockIcon } from '@/components/icons/lucide/clock';
import { EarthIcon } from '@/components/icons/lucide/earth';
import { ShieldCheckIcon } from '@/components/icons/lucide/shield-check';
import { type LucideIcon } from '@/components/icons/svg-icon';
import type { ReasonIcon } from '@/lib/schemas/content/booking';

const ICONS: Record<ReasonIcon, LucideIcon> = {
  clock: ClockIcon,
  globe: EarthIcon,
  badge: BadgeIndianRupeeIcon,
  shield: ShieldCheckIcon,
};

type ReasonsPanelProps = {
  heading: string;
  items: { icon: ReasonIcon; title: string; description: string }[];
};

export function ReasonsPanel({ heading, items }: ReasonsPanelProps) {
  return (
    <section aria-labelledby="reasons-heading" className="rounded-card border border-border bg-surface p-6 sm:p-8">
      <h2 id="reasons-heading" className="font-display text-2xl font-semibold">
        {heading}
      </h2>
      <ul className="mt-6 grid gap-5">
        {items.map((item) => {
          const Icon = ICONS[item.icon];
          return (
            <li key={item.title} className="flex gap-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-gold/10 text-gold">
                <Icon aria-hidden className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold">{item.title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{item.description}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
