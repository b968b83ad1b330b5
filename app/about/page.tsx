import { Achievements } from '@/components/sections/about/achievements';
import { AboutStory } from '@/components/sections/about/story';
import { Team } from '@/components/sections/about/team';
import { Values } from '@/components/sections/about/values';
import { PageHero } from '@/components/sections/page-hero';
import { PageJsonLd } from '@/components/seo/page-json-ld';
import { content, statsFor } from '@/lib/content';
import { metadataFor } from '@/lib/metadata';

export const metadata = metadataFor('about');

export default function AboutPage() {
  const page = content.pages.about;
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.heading} intro={page.intro} />
      <PageJsonLd page={page} />
      <AboutStory story={content.about.story} />
      <Achievements content={content.about.achievements} stats={statsFor(content.about.achievements.stats)} />
      <Values values={content.about.values} />
      <Team team={content.about.team} />
    </>
  );
}
