import { z } from '@/lib/schemas/zod';

const nonEmpty = z.string().trim().min(1, 'must not be empty');

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

// The four networks, each once: the company profile and the site's footer read the same list.
export const socialsSchema = z
  .array(socialSchema)
  .length(4, 'list the four networks (leave a profile empty to hide its button)')
  .refine(
    (socials) => new Set(socials.map((social) => social.network)).size === socials.length,
    'list each network once',
  );

export const phoneSchema = z.object({
  display: nonEmpty,
  e164: z.string().regex(/^\+[1-9]\d{7,14}$/, 'must be an E.164 number such as +919820007777'),
});

const email = (desk: string) => z.email(`must be the ${desk} e-mail address, like desk@yourdomain.com`);

// A GSTIN: state code, PAN, entity number, Z, check character (e.g. 27AAPFU0939F1ZV).
const GSTIN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export const companySchema = z.object({
  name: nonEmpty,
  legalName: nonEmpty,
  domain: z
    .string()
    .regex(
      /^(?!-)[a-z0-9-]+(\.[a-z0-9-]+)+$/,
      'must be the bare domain in lower case, like vayujets.com (no https://)',
    ),
  email: email('concierge desk'),
  medicalEmail: email('medical desk'),
  privacyEmail: email('Grievance Officer'),
  phone: phoneSchema,
  whatsapp: z.string().regex(/^[1-9]\d{7,14}$/, 'must be digits only with the country code, e.g. 919820007777'),
  registeredOffice: z.array(nonEmpty).min(2, 'write the registered office as at least two lines'),
  office: z.object({
    address: z.array(nonEmpty).min(2, 'write the office address as at least two lines'),
    directions: nonEmpty,
  }),
  nsopPermit: z.union([z.literal(''), z.string().regex(/^\d{1,3}\/\d{4}$/, 'must be like 14/2012')], {
    message: 'must be the DGCA NSOP permit number like 14/2012, or empty when the company holds none',
  }),
  gstin: z.union([z.literal(''), z.string().regex(GSTIN)], {
    message: 'must be a 15-character GSTIN like 27AAPFU0939F1ZV, or empty when the company holds none',
  }),
  socials: socialsSchema,
});

export type CompanyProfile = z.input<typeof companySchema>;
