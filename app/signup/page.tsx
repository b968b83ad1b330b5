import { PageHero } from '@/components/sections/page-hero';
import { metadataFor, pageContent } from '@/lib/content/pages';

export const metadata = metadataFor('signup');

export default function SignupPage() {
  const page = pageContent.signup;
  return <PageHero eyebrow={page.eyebrow} title={page.heading} intro={page.intro} />;
}
