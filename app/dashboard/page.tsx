import { PageHero } from '@/components/sections/page-hero';
import { metadataFor, pageContent } from '@/lib/content/pages';

export const metadata = metadataFor('dashboard');

export default function DashboardPage() {
  const page = pageContent.dashboard;
  return <PageHero eyebrow={page.eyebrow} title={page.heading} intro={page.intro} />;
}
