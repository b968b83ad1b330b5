import { PageHero } from '@/components/sections/page-hero';
import { metadataFor, pageContent } from '@/lib/content/pages';

export const metadata = metadataFor('fleet');

export default function FleetPage() {
  const page = pageContent.fleet;
  return <PageHero eyebrow={page.eyebrow} title={page.heading} intro={page.intro} />;
}
