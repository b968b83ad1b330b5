import { PageHero } from '@/components/sections/page-hero';
import { metadataFor, pageContent } from '@/lib/content/pages';

export const metadata = metadataFor('services');

export default function ServicesPage() {
  const page = pageContent.services;
  return <PageHero eyebrow={page.eyebrow} title={page.heading} intro={page.intro} />;
}
