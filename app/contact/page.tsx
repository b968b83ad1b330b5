import { PageHero } from '@/components/sections/page-hero';
import { metadataFor, pageContent } from '@/lib/content/pages';

export const metadata = metadataFor('contact');

export default function ContactPage() {
  const page = pageContent.contact;
  return <PageHero eyebrow={page.eyebrow} title={page.heading} intro={page.intro} />;
}
