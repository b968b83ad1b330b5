import data from '@/content/data/site.json';
import type { SiteContent, SiteFile } from '@/lib/schemas/content/site';
import { linksOf, SITE_LINKS } from '@/lib/site-links';
import { company } from './company';
import { profile } from './company-profile';

// The site's words, in content/data/site.json (edited at /admin/, "Site and account"): the links'
// labels there, where they lead in lib/site-links.ts. Its name, numbers, e-mail, domain and social
// profiles come from the company profile (content/company.ts, content/company-profile.ts).
const words = data as SiteFile;

export const site = {
  ...words,
  name: company.name,
  url: process.env.NEXT_PUBLIC_SITE_URL || `https://${profile.domain}`,
  phone: company.phone,
  whatsapp: company.whatsapp,
  email: company.email,
  nav: linksOf(words.nav, SITE_LINKS.nav),
  // Beside the seven links: the booking call to action and the 24/7 number at every width, and the
  // urgent pages (in the phone menu, and in the strip above the links on a desktop).
  header: {
    ...words.header,
    book: { label: words.header.book, href: SITE_LINKS.book },
    urgent: linksOf(words.header.urgent, SITE_LINKS.urgent),
  },
  footer: {
    ...words.footer,
    quickLinks: linksOf(words.footer.quickLinks, SITE_LINKS.quickLinks),
    serviceLinks: linksOf(words.footer.serviceLinks, SITE_LINKS.serviceLinks),
    legal: linksOf(words.footer.legal, SITE_LINKS.legal),
  },
  socials: profile.socials,
} satisfies SiteContent;
