import type { CompanyProfile } from '@/lib/schemas/content/company';
import type { SampleMarks } from '@/lib/schemas/content/samples';

// The company profile: who runs this site and how to reach it. Every tel:, wa.me and mailto: link,
// hand-off, footer, contact tile, legal page, structured datum, the sitemap, robots.txt and the
// feed read it. The site lives at https://<domain>/ unless NEXT_PUBLIC_SITE_URL is set at build
// time. Kept free of zod because the link helper ships part of it to the browser.
const terminal = [
  'General Aviation Terminal',
  'Chhatrapati Shivaji Maharaj International Airport',
  'Mumbai 400099, India',
];

/**
 * How to reach the desk: the part of the profile the browser's link helper reads, kept apart so
 * pages do not ship the rest of it.
 */
export const company = {
  /** The trading name, as every page writes it. */
  name: 'Vayu Jets',
  /** The concierge desk: every mailto: link and e-mail hand-off writes here. */
  email: 'concierge@vayujets.example',
  phone: { display: '+91 98200 07777', e164: '+919820007777' },
  whatsapp: '919820007777',
} satisfies Pick<CompanyProfile, 'name' | 'email' | 'phone' | 'whatsapp'>;

/** The whole profile: the server reads it (lib/content.ts checks it against its schema). */
export const profile = {
  ...company,
  legalName: 'Vayu Jets Private Limited',
  domain: 'vayujets.example',
  medicalEmail: 'medical@vayujets.example',
  /** The Grievance Officer the privacy notice names. */
  privacyEmail: 'privacy@vayujets.example',
  registeredOffice: terminal,
  /** Where guests visit (/contact), and what the maps service is asked for. */
  office: {
    address: terminal,
    directions: 'General Aviation Terminal, Chhatrapati Shivaji Maharaj International Airport, Mumbai 400099',
  },
  /** Empty when the company holds none: a broker flies guests under its operators' permits. */
  nsopPermit: '',
  gstin: '',
  // Each profile's address; set href to '' to hide that network's button until it has a profile.
  socials: [
    { label: 'Instagram', network: 'instagram', href: 'https://www.instagram.com/vayujets' },
    { label: 'Facebook', network: 'facebook', href: 'https://www.facebook.com/vayujets' },
    { label: 'X', network: 'x', href: 'https://x.com/vayujets' },
    { label: 'LinkedIn', network: 'linkedin', href: 'https://www.linkedin.com/company/vayujets' },
  ],
} satisfies CompanyProfile;

// Made up for the demo: `npm run check:release` lists what is left, and a build for a real domain
// refuses it. Put the real value in, then delete its line here.
export const samples = {
  'profile.legalName': 'the name on the certificate of incorporation, e.g. Vayu Jets Private Limited',
  'profile.domain': 'the domain the site is served from, e.g. vayujets.com',
  'company.email': "the concierge desk's address on your domain",
  'profile.medicalEmail': "the medical desk's address on your domain",
  'profile.privacyEmail': "the Grievance Officer's address on your domain",
  'company.phone': 'the 24/7 desk number, as shown (display) and as dialled (e164)',
  'company.whatsapp': 'the WhatsApp Business number, digits only with the country code',
  'profile.registeredOffice': 'the registered office as on the certificate of incorporation',
  'profile.office': 'the office guests visit, and the name the maps service knows it by',
  'profile.socials': "each network's profile address, or '' to hide that network",
} satisfies SampleMarks;
