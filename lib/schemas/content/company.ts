import { z } from '@/lib/schemas/zod';

const nonEmpty = z.string().trim().min(1, 'must not be empty');

const SOCIAL_HOSTS = {
  instagram: ['instagram.com'],
  facebook: ['facebook.com'],
  x: ['x.com', 'twitter.com'],
  linkedin: ['linkedin.com'],
} as const;

export const socialSchema = z
  .object({
    label: nonEmpty.meta({ title: 'Label', description: "The button's name, read aloud" }),
    network: z.enum(['instagram', 'facebook', 'x', 'linkedin']).meta({ title: 'Network' }),
    href: z
      .union([z.literal(''), z.url({ protocol: /^https$/, message: 'must be an https URL, or empty to hide it' })], {
        message: 'must be an https URL, or empty to hide it',
      })
      .meta({
        title: 'Profile address',
        description: "The full https address on that network's site; empty hides the button",
      }),
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

export const socialsSchema = z
  .array(socialSchema)
  .length(4, 'list the four networks (leave a profile empty to hide its button)')
  .refine(
    (socials) => new Set(socials.map((social) => social.network)).size === socials.length,
    'list each network once',
  );

export const phoneSchema = z.object({
  display: nonEmpty.meta({ title: 'As shown', description: 'The number as the site writes it, e.g. +91 98200 07777' }),
  e164: z
    .string()
    .regex(/^\+[1-9]\d{7,14}$/, 'must be an E.164 number such as +919820007777')
    .meta({ title: 'As dialled', description: 'The same number with + and the country code, no spaces' }),
});

const email = (desk: string) => z.email(`must be the ${desk} e-mail address, like desk@yourdomain.com`);

const GSTIN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export const companySchema = z.object({
  name: nonEmpty.meta({ title: 'Trading name', description: 'As every page writes it' }),
  legalName: nonEmpty.meta({ title: 'Legal name', description: 'As on the certificate of incorporation' }),
  domain: z
    .string()
    .regex(/^(?!-)[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'must be the bare domain in lower case, like vayujets.com (no https://)')
    .meta({ title: 'Domain', description: 'The domain the site is served from, e.g. vayujets.com' }),
  email: email('concierge desk').meta({ title: 'Concierge e-mail', description: 'Every e-mail link writes here' }),
  medicalEmail: email('medical desk').meta({ title: 'Medical desk e-mail' }),
  privacyEmail: email('Grievance Officer').meta({
    title: 'Grievance Officer e-mail',
    description: 'The address the privacy notice names',
  }),
  phone: phoneSchema.meta({ title: 'Desk phone (24/7)' }),
  whatsapp: z
    .string()
    .regex(/^[1-9]\d{7,14}$/, 'must be digits only with the country code, e.g. 919820007777')
    .meta({ title: 'WhatsApp number', description: 'Digits only, with the country code' }),
  registeredOffice: z
    .array(nonEmpty)
    .min(2, 'write the registered office as at least two lines')
    .meta({ title: 'Registered office', description: 'One line each, as on the certificate of incorporation' }),
  office: z
    .object({
      address: z
        .array(nonEmpty)
        .min(2, 'write the office address as at least two lines')
        .meta({ title: 'Address', description: 'One line each' }),
      directions: nonEmpty.meta({ title: 'Directions', description: 'What the maps service is asked for' }),
    })
    .meta({ title: 'Office guests visit', description: 'Shown on /contact' }),
  nsopPermit: z
    .union([z.literal(''), z.string().regex(/^\d{1,3}\/\d{4}$/, 'must be like 14/2012')], {
      message: 'must be the DGCA NSOP permit number like 14/2012, or empty when the company holds none',
    })
    .meta({ title: 'DGCA NSOP permit', description: 'Empty when the company holds none' }),
  gstin: z
    .union([z.literal(''), z.string().regex(GSTIN)], {
      message: 'must be a 15-character GSTIN like 27AAPFU0939F1ZV, or empty when the company holds none',
    })
    .meta({ title: 'GSTIN', description: 'Empty when the company holds none' }),
  socials: socialsSchema.meta({ title: 'Social profiles', description: 'The four networks, each once' }),
});

const DESK = { name: true, email: true, phone: true, whatsapp: true } as const;
export const companyDeskSchema = companySchema.pick(DESK);
export const companyDetailsSchema = companySchema.omit(DESK);

export type CompanyProfile = z.input<typeof companySchema>;
export type CompanyDesk = z.input<typeof companyDeskSchema>;
export type CompanyDetails = z.input<typeof companyDetailsSchema>;
