import { PageHero } from '@/components/sections/page-hero';
import { metadataFor, pageContent } from '@/lib/content/pages';
import { siteConfig } from '@/lib/content/site';

export const metadata = {
  ...metadataFor('home'),
  title: { absolute: `${siteConfig.name}: ${pageContent.home.title.toLowerCase()}` },
};

export default function HomePage() {
  const page = pageContent.home;
  return <PageHero eyebrow={page.eyebrow} title={page.heading} intro={page.intro} />;
}
