import { phoneSchema, socialsSchema } from '@/lib/schemas/content/company';
import { z } from '@/lib/schemas/zod';
import { SITE_LINKS } from '@/lib/site-links';

const internalHref = z.string().regex(/^\/([a-z0-9-]+\/)*$/, 'must be an internal path like /about/ or /');
const nonEmpty = z.string().trim().min(1, 'must not be empty');

export const navLinkSchema = z.object({ label: nonEmpty, href: internalHref });

function labelsOf<K extends string>(links: Record<K, string>) {
  const entries = Object.entries(links).map(([key, href]) => [key, nonEmpty.meta({ description: `Leads to ${href}` })]);
  return z.object(Object.fromEntries(entries) as Record<K, typeof nonEmpty>);
}

const words = {
  tagline: nonEmpty,
  description: nonEmpty.max(160, 'keep the description within 160 characters for search results'),
  whatsappGreeting: nonEmpty.meta({ title: 'WhatsApp greeting', description: 'The message the chat button starts' }),
  chat: z
    .object({
      label: nonEmpty.meta({ title: 'Name', description: 'What a screen reader says for the button' }),
      short: nonEmpty.meta({ title: 'Word on a phone', description: 'Beside the icon, on a phone only' }),
      note: nonEmpty.meta({ title: 'Note', description: 'The line beside the button on a phone' }),
    })
    .meta({ title: 'Chat button', description: 'The WhatsApp button on every page' }),
  demoNotice: nonEmpty.meta({ description: 'In the footer of a demo build (localhost or an example domain) only' }),
  city: nonEmpty,
  region: nonEmpty,
  country: nonEmpty,
  countryCode: z.string().length(2),
  hours: nonEmpty,
  scrollHint: nonEmpty.meta({ description: 'Under a table wider than a phone: it scrolls sideways' }),
};
const headerWords = { hours: nonEmpty, callPrefix: nonEmpty, urgentLabel: nonEmpty };
const footerWords = {
  blurb: nonEmpty,
  newsletterTitle: nonEmpty,
  newsletterText: nonEmpty,
  quickLinksHeading: nonEmpty,
  servicesHeading: nonEmpty,
  contactHeading: nonEmpty,
  socialLabel: nonEmpty.meta({ description: 'What a screen reader calls the row of social buttons' }),
  rights: nonEmpty.meta({ description: 'After "© <year> <legal name>." at the foot of every page' }),
};

export const siteFileSchema = z.object({
  ...words,
  nav: labelsOf(SITE_LINKS.nav),
  header: z.object({ book: nonEmpty, ...headerWords, urgent: labelsOf(SITE_LINKS.urgent) }),
  footer: z.object({
    ...footerWords,
    quickLinks: labelsOf(SITE_LINKS.quickLinks),
    serviceLinks: labelsOf(SITE_LINKS.serviceLinks),
    legal: labelsOf(SITE_LINKS.legal),
  }),
});

export const siteSchema = z.object({
  name: nonEmpty,
  ...words,
  url: z.url({ protocol: /^https?$/ }),
  phone: phoneSchema,
  whatsapp: z.string().regex(/^[1-9]\d{7,14}$/, 'must be digits only with the country code, e.g. 919820007777'),
  email: z.email(),
  nav: z.array(navLinkSchema).length(7, 'the header has exactly seven links'),
  header: z.object({ book: navLinkSchema, ...headerWords, urgent: z.array(navLinkSchema).min(1) }),
  footer: z.object({
    ...footerWords,
    quickLinks: z.array(navLinkSchema).min(1),
    serviceLinks: z.array(navLinkSchema).min(1),
    legal: z.array(navLinkSchema).min(1),
  }),
  socials: socialsSchema,
});

export type SiteFile = z.input<typeof siteFileSchema>;
export type SiteContent = z.input<typeof siteSchema>;
