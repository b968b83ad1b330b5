import { PageHero } from '@/components/sections/page-hero';
import { metadataFor, pageContent } from '@/lib/content/pages';

export const metadata = metadataFor('blog');

export default function BlogPage() {
  const page = pageContent.blog;
  return <PageHero eyebrow={page.eyebrow} title={page.heading} intro={page.intro} />;
}
