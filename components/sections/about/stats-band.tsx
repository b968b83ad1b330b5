import type { Stat } from '@/lib/schemas/content/stats';
import { cn } from '@/lib/utils';

type StatsBandProps = {
  stats: (Stat & { key: string })[];
  className?: string;
};

export function StatsBand({ stats, className }: StatsBandProps) {
  return (
    <dl
      className={cn(
        'grid grid-cols-2 gap-px overflow-hidden rounded-card border border-border bg-border lg:grid-cols-4',
        className,
      )}
    >
      {stats.map((stat) => (
        <div
          key={stat.key}
          className="flex flex-col-reverse gap-2 bg-surface px-4 py-8 text-center sm:px-6 sm:py-10"
          data-company={stat.key}
        >
          <dt className="text-sm tracking-wide text-muted-foreground">{stat.label}</dt>
          <dd className="font-display text-4xl font-semibold text-gold sm:text-5xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
