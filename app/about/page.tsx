import { Achievements } from '@/components/sections/about/achievements';
import { AboutStory } from '@/components/sections/about/story';
import { Team } from '@/components/sections/about/team';
import { Values } from '@/components/sections/about/values';
import { PageHero } from '@/components/sections/page-hero';
import { PageJsonLd } from '@/components/seo/page-json-ld';
import { about } from '@/lib/content/about';
import { metadataFor, pageContent } from '@/lib/content/pages';
import { statsFor } from '@/lib/content/stats';

export const metadata = metadataFor('about');

export default function AboutPage() {
  const page = pageContent.about;
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.heading} intro={page.intro} />
      <PageJsonLd page={page} />
      <AboutStory story={about.story} />
      <Achievements content={about.achievements} stats={statsFor(about.achievements.stats)} />
      <Values values={about.values} />
      <Team team={about.team} />
    </>
  );
}
