import { PageHero } from '@/components/sections/page-hero';
import { PolicyDocument } from '@/components/sections/policy/policy-document';
import { PageJsonLd } from '@/components/seo/page-json-ld';
import { content } from '@/lib/content';
import { metadataFor } from '@/lib/metadata';

export const metadata = metadataFor('privacy');

export default function PrivacyPage() {
  const page = content.pages.privacy;
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.heading} intro={page.intro} />
      <PageJsonLd page={page} />
      <PolicyDocument document={content.policies.privacy} />
    </>
  );
}
