import { phoneSchema, socialsSchema } from '@/lib/schemas/content/company';
import { z } from '@/lib/schemas/zod';

const internalHref = z.string().regex(/^\/([a-z0-9-]+\/)*$/, 'must be an internal path like /about/ or /');
const nonEmpty = z.string().trim().min(1, 'must not be empty');

export const navLinkSchema = z.object({ label: nonEmpty, href: internalHref });

export const siteSchema = z.object({
  name: nonEmpty,
  tagline: nonEmpty,
  description: nonEmpty.max(160, 'keep the description within 160 characters for search results'),
  url: z.url({ protocol: /^https?$/ }),
  phone: phoneSchema,
  whatsappGreeting: nonEmpty,
  chat: z.object({ label: nonEmpty, short: nonEmpty, note: nonEmpty }),
  whatsapp: z.string().regex(/^[1-9]\d{7,14}$/, 'must be digits only with the country code, e.g. 919820007777'),
  email: z.email(),
  demoNotice: nonEmpty,
  city: nonEmpty,
  region: nonEmpty,
  country: nonEmpty,
  countryCode: z.string().length(2),
  hours: nonEmpty,
  /** Under a table wider than a phone: it scrolls sideways. */
  scrollHint: nonEmpty,
  nav: z.array(navLinkSchema).length(7, 'the header has exactly seven links'),
  header: z.object({
    book: navLinkSchema,
    hours: nonEmpty,
    callPrefix: nonEmpty,
    urgentLabel: nonEmpty,
    urgent: z.array(navLinkSchema).min(1),
  }),
  footer: z.object({
    blurb: nonEmpty,
    quickLinks: z.array(navLinkSchema).min(1),
    serviceLinks: z.array(navLinkSchema).min(1),
    newsletterTitle: nonEmpty,
    newsletterText: nonEmpty,
    legal: z.array(navLinkSchema).min(1),
  }),
  socials: socialsSchema,
});

export type SiteContent = z.input<typeof siteSchema>;
