import { PageHero } from '@/components/sections/page-hero';
import { ClosingCta } from '@/components/sections/services/closing-cta';
import { ServiceCard } from '@/components/sections/services/service-card';
import { PageJsonLd } from '@/components/seo/page-json-ld';
import { content } from '@/lib/content';
import { metadataFor } from '@/lib/metadata';
import { serviceList } from '@/lib/seo/structured-data';
import { servicePageFor } from '@/lib/services/service-pages';

export const metadata = metadataFor('services');

export default function ServicesPage() {
  const page = content.pages.services;
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.heading} intro={page.intro} />
      <PageJsonLd
        page={page}
        extra={serviceList(
          content.services.services.map((service) => ({ name: service.title, description: service.description })),
          page.path,
        )}
      />
      <div className="container-content grid gap-10 py-8 lg:gap-16">
        {content.services.services.map((service, index) => (
          <ServiceCard
            key={service.id}
            service={service}
            reversed={index % 2 === 1}
            jetType={servicePageFor(content.servicePages, service.id).jetType}
          />
        ))}
      </div>
      <ClosingCta closing={content.services.closing} />
    </>
  );
}
