import { PageHero } from '@/components/sections/page-hero';
import { metadataFor, pageContent } from '@/lib/content/pages';

export const metadata = metadataFor('login');

export default function LoginPage() {
  const page = pageContent.login;
  return <PageHero eyebrow={page.eyebrow} title={page.heading} intro={page.intro} />;
}
