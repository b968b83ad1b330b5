import { breadcrumbs } from '@/lib/seo/structured-data';
import { JsonLd } from './json-ld';

type PageJsonLdProps = { page: { title: string; path: string }; extra?: Record<string, unknown> };

export function PageJsonLd({ page, extra }: PageJsonLdProps) {
  return (
    <>
      <JsonLd id="breadcrumbs-jsonld" data={breadcrumbs([{ name: page.title, path: page.path }])} />
      {extra ? <JsonLd id="page-jsonld" data={extra} /> : null}
    </>
  );
}
