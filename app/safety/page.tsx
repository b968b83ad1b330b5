import { PageHero } from '@/components/sections/page-hero';
import { SafetySection } from '@/components/sections/safety/safety-section';
import { JsonLd } from '@/components/seo/json-ld';
import { metadataFor, pageContent } from '@/lib/content/pages';
import { safety } from '@/lib/content/safety';
import { breadcrumbs } from '@/lib/seo/structured-data';

export const metadata = metadataFor('safety');

export default function SafetyPage() {
  const page = pageContent.safety;
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.heading} intro={page.intro} />
      <JsonLd id="breadcrumbs-jsonld" data={breadcrumbs([{ name: page.eyebrow, path: page.path }])} />
      <div className="container-content grid gap-16 py-8">
        {safety.sections.map((section) => (
          <SafetySection key={section.id} section={section} />
        ))}
      </div>
    </>
  );
}
