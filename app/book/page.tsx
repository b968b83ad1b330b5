import { PageHero } from '@/components/sections/page-hero';
import { metadataFor, pageContent } from '@/lib/content/pages';

export const metadata = metadataFor('book');

export default function BookPage() {
  const page = pageContent.book;
  return <PageHero eyebrow={page.eyebrow} title={page.heading} intro={page.intro} />;
}
