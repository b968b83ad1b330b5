import { SectionHeading } from '@/components/sections/section-heading';
import type { content } from '@/lib/content';
import type { Stat } from '@/lib/schemas/content/stats';
import { StatsBand } from './stats-band';

type AchievementsProps = {
  content: Pick<(typeof content.about)['achievements'], 'eyebrow' | 'heading'>;
  stats: (Stat & { key: string })[];
};

export function Achievements({ content, stats }: AchievementsProps) {
  return (
    <section aria-labelledby="achievements-heading" className="container-content grid gap-10 py-16 lg:py-20">
      <SectionHeading id="achievements-heading" eyebrow={content.eyebrow} heading={content.heading} />
      <StatsBand stats={stats} />
    </section>
  );
}
