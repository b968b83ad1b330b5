import { PageHero } from '@/components/sections/page-hero';
import { PolicyDocument } from '@/components/sections/policy/policy-document';
import { PageJsonLd } from '@/components/seo/page-json-ld';
import { content } from '@/lib/content';
import { metadataFor } from '@/lib/metadata';

export const metadata = metadataFor('accessibility');

export default function AccessibilityPage() {
  const page = content.pages.accessibility;
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.heading} intro={page.intro} />
      <PageJsonLd page={page} />
      <PolicyDocument document={content.policies.accessibility} />
    </>
  );
}
