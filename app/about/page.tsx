import { PageHero } from '@/components/sections/page-hero';
import { metadataFor, pageContent } from '@/lib/content/pages';

export const metadata = metadataFor('about');

export default function AboutPage() {
  const page = pageContent.about;
  return <PageHero eyebrow={page.eyebrow} title={page.heading} intro={page.intro} />;
}
