import { processors } from 'next-seo';
import { content } from '@/lib/content';
import { absoluteUrl, SOCIAL_CARD } from '@/lib/metadata';

const { site, company } = content;

type Thing = Record<string, unknown>;

export const ORGANIZATION_ID = absoluteUrl('/#organization');
export const BUSINESS_ID = absoluteUrl('/#business');

const address = () =>
  processors.processAddress({
    streetAddress: company.office.address.slice(0, -1).join(', '),
    addressLocality: site.city,
    addressRegion: site.region,
    addressCountry: site.countryCode,
  });

const profiles = () => company.socials.map((social) => social.href).filter(Boolean);

export function organization(): Thing {
  return {
    '@type': 'Organization',
    '@id': ORGANIZATION_ID,
    name: site.name,
    legalName: company.legalName,
    ...(company.gstin ? { taxID: company.gstin } : {}),
    ...(company.nsopPermit
      ? { identifier: { '@type': 'PropertyValue', name: 'DGCA NSOP', value: company.nsopPermit } }
      : {}),
    slogan: site.tagline,
    description: site.description,
    url: absoluteUrl('/'),
    logo: processors.processLogo({ url: absoluteUrl('/icon.svg') }),
    email: site.email,
    telephone: site.phone.e164,
    address: address(),
    sameAs: profiles(),
    contactPoint: {
      ...processors.processContactPoint({ telephone: site.phone.e164, email: site.email, contactType: 'reservations' }),
      areaServed: 'Worldwide',
      availableLanguage: ['English', 'Hindi'],
      hoursAvailable: everyDayAllDay(),
    },
  };
}

function everyDayAllDay() {
  return processors.processOpeningHours({
    dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    opens: '00:00',
    closes: '23:59',
  });
}

export function localBusiness(): Thing {
  return {
    '@type': 'LocalBusiness',
    '@id': BUSINESS_ID,
    name: site.name,
    description: site.description,
    url: absoluteUrl('/'),
    image: absoluteUrl(SOCIAL_CARD.path),
    telephone: site.phone.e164,
    email: site.email,
    priceRange: '₹₹₹₹',
    currenciesAccepted: 'INR',
    areaServed: 'Worldwide',
    address: address(),
    openingHoursSpecification: everyDayAllDay(),
    sameAs: profiles(),
    parentOrganization: { '@id': ORGANIZATION_ID },
  };
}

export function siteGraph(): Thing {
  return { '@context': 'https://schema.org', '@graph': [organization(), localBusiness()] };
}

export function breadcrumbs(trail: { name: string; path: string }[]): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'Home', path: '/' }, ...trail].map((crumb, index) =>
      processors.processBreadcrumbItem({ name: crumb.name, item: absoluteUrl(crumb.path) }, index + 1),
    ),
  };
}

export function serviceList(services: { name: string; description: string }[], path: string): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    url: absoluteUrl(path),
    itemListElement: services.map((service, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Service',
        name: service.name,
        description: service.description,
        serviceType: service.name,
        areaServed: 'Worldwide',
        provider: { '@id': ORGANIZATION_ID },
      },
    })),
  };
}

export type ArticleInput = {
  headline: string;
  description: string;
  author: string;
  datePublished: string;
  image: string;
  path: string;
};

export function blog(articles: ArticleInput[], path: string): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name: `${site.name} Journal`,
    url: absoluteUrl(path),
    publisher: { '@id': ORGANIZATION_ID },
    blogPost: articles.map((article) => ({
      '@type': 'BlogPosting',
      headline: article.headline,
      description: article.description,
      author: { '@type': 'Person', name: article.author },
      datePublished: article.datePublished,
      image: article.image,
      publisher: { '@id': ORGANIZATION_ID },
      url: absoluteUrl(article.path),
      mainEntityOfPage: absoluteUrl(article.path),
    })),
  };
}
