import { PageHero } from '@/components/sections/page-hero';
import { metadataFor, pageContent } from '@/lib/content/pages';

export const metadata = metadataFor('gallery');

export default function GalleryPage() {
  const page = pageContent.gallery;
  return <PageHero eyebrow={page.eyebrow} title={page.heading} intro={page.intro} />;
}
