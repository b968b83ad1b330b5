import { PageHero } from '@/components/sections/page-hero';
import { SafetySection } from '@/components/sections/safety/safety-section';
import { JsonLd } from '@/components/seo/json-ld';
import { content } from '@/lib/content';
import { metadataFor } from '@/lib/metadata';
import { breadcrumbs } from '@/lib/seo/structured-data';

export const metadata = metadataFor('safety');

export default function SafetyPage() {
  const page = content.pages.safety;
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.heading} intro={page.intro} />
      <JsonLd id="breadcrumbs-jsonld" data={breadcrumbs([{ name: page.eyebrow, path: page.path }])} />
      <div className="container-content grid gap-16 py-8">
        {content.safety.sections.map((section) => (
          <SafetySection key={section.id} section={section} />
        ))}
      </div>
    </>
  );
}
