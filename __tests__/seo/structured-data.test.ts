import { serializeJsonLd } from '@/components/seo/json-ld';
import { company } from '@/content/company';
import { site } from '@/content/site';
import { blog, breadcrumbs, localBusiness, organization, serviceList, siteGraph } from '@/lib/seo/structured-data';

const SITE = new URL(site.url).origin;

const roundTrip = (data: unknown) => JSON.parse(serializeJsonLd(data));

describe('serializeJsonLd', () => {
  it('escapes every <, > and & so no text can close the script tag', () => {
    const hostile = { name: '</script><script>alert(1)</script> <img src=x onerror=alert(1)> & \u2028' };
    const json = serializeJsonLd(hostile);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual(hostile);
  });
});

describe('site-wide structured data', () => {
  it('describes the organisation with its contact details and profiles', () => {
    const org = roundTrip(organization());
    expect(org['@type']).toBe('Organization');
    expect(org).toMatchObject({
      name: 'Vayu Jets',
      url: `${SITE}/`,
      email: company.email,
      telephone: company.phone.e164,
    });
    expect(org.sameAs).toHaveLength(4);
    expect(org.address).toMatchObject({ '@type': 'PostalAddress', addressLocality: 'Mumbai', addressCountry: 'IN' });
    expect(org.contactPoint['@type']).toBe('ContactPoint');
    expect(org.logo['@type']).toBe('ImageObject');
  });

  it('describes a Mumbai local business open 24/7', () => {
    const business = roundTrip(localBusiness());
    expect(business['@type']).toBe('LocalBusiness');
    expect(business).toMatchObject({
      name: 'Vayu Jets',
      telephone: company.phone.e164,
      email: company.email,
    });
    expect(business.address.addressLocality).toBe('Mumbai');
    expect(business.openingHoursSpecification).toMatchObject({
      '@type': 'OpeningHoursSpecification',
      opens: '00:00',
      closes: '23:59',
    });
    expect(business.openingHoursSpecification.dayOfWeek).toHaveLength(7);
  });

  it('puts both in one graph with a context', () => {
    const graph = roundTrip(siteGraph());
    expect(graph['@context']).toBe('https://schema.org');
    expect(graph['@graph'].map((node: { '@type': string }) => node['@type'])).toEqual([
      'Organization',
      'LocalBusiness',
    ]);
  });
});

describe('page structured data', () => {
  it('builds a breadcrumb trail starting at Home with absolute URLs', () => {
    const list = roundTrip(breadcrumbs([{ name: 'Fleet', path: '/fleet/' }]));
    expect(list['@type']).toBe('BreadcrumbList');
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
      { '@type': 'ListItem', position: 2, name: 'Fleet', item: `${SITE}/fleet/` },
    ]);
  });

  it('lists services with a provider', () => {
    const list = roundTrip(serviceList([{ name: 'Group Charter', description: 'Teams.' }], '/services/'));
    expect(list.itemListElement[0]).toMatchObject({
      position: 1,
      item: {
        '@type': 'Service',
        name: 'Group Charter',
        provider: { '@id': `${SITE}/#organization` },
      },
    });
  });

  it('lists blog posts with headline, author and date', () => {
    const journal = roundTrip(
      blog(
        [
          {
            headline: 'H',
            description: 'D',
            author: 'A. Rao',
            datePublished: '2026-10-01',
            image: 'https://x/y.jpg',
            path: '/blog/h/',
          },
        ],
        '/blog/',
      ),
    );
    expect(journal['@type']).toBe('Blog');
    expect(journal.blogPost[0]).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'H',
      author: { '@type': 'Person', name: 'A. Rao' },
      datePublished: '2026-10-01',
      url: `${SITE}/blog/h/`,
      mainEntityOfPage: `${SITE}/blog/h/`,
    });
  });
});
