import { z } from '@/lib/schemas/zod';

const internalHref = z.string().regex(/^\/([a-z0-9-]+\/)*$/, 'must be an internal path like /about/ or /');
const nonEmpty = z.string().trim().min(1, 'must not be empty');

export const navLinkSchema = z.object({ label: nonEmpty, href: internalHref });

// Where each network's profiles live, so a pasted link to the wrong network fails the build.
const SOCIAL_HOSTS = {
  instagram: ['instagram.com'],
  facebook: ['facebook.com'],
  x: ['x.com', 'twitter.com'],
  linkedin: ['linkedin.com'],
} as const;

export const socialSchema = z
  .object({
    label: nonEmpty,
    network: z.enum(['instagram', 'facebook', 'x', 'linkedin']),
    href: z.union(
      [z.literal(''), z.url({ protocol: /^https$/, message: 'must be an https URL, or empty to hide it' })],
      {
        message: 'must be an https URL, or empty to hide it',
      },
    ),
  })
  .superRefine((social, ctx) => {
    if (!social.href) return;
    const host = new URL(social.href).hostname;
    if (!SOCIAL_HOSTS[social.network].some((allowed) => host === allowed || host.endsWith(`.${allowed}`)))
      ctx.addIssue({
        code: 'custom',
        path: ['href'],
        message: `must be a profile on ${SOCIAL_HOSTS[social.network].join(' or ')}`,
      });
  });

export const siteSchema = z.object({
  name: nonEmpty,
  tagline: nonEmpty,
  description: nonEmpty.max(160, 'keep the description within 160 characters for search results'),
  url: z.url({ protocol: /^https?$/ }),
  phone: z.object({
    display: nonEmpty,
    e164: z.string().regex(/^\+[1-9]\d{7,14}$/, 'must be an E.164 number such as +919820007777'),
  }),
  whatsappGreeting: nonEmpty,
  whatsapp: z.string().regex(/^[1-9]\d{7,14}$/, 'must be digits only with the country code, e.g. 919820007777'),
  email: z.email(),
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
  socials: z
    .array(socialSchema)
    .length(4, 'list the four networks (leave a profile empty to hide its button)')
    .refine(
      (socials) => new Set(socials.map((social) => social.network)).size === socials.length,
      'list each network once',
    ),
});

export type SiteContent = z.input<typeof siteSchema>;
