import { company } from '@/content/company';
import profileDetails from '@/content/data/company-profile.json';
import type { CompanyDetails, CompanyProfile } from '@/lib/schemas/content/company';
import type { SampleMarks } from '@/lib/schemas/content/samples';

// The company profile: who runs this site and how to reach it, edited at /admin/ ("Company"). The
// footer, contact tiles, legal pages, structured data, the sitemap, robots.txt and the feed read it.
// The site lives at https://<domain>/ unless NEXT_PUBLIC_SITE_URL is set at build time. Server
// code only: the browser reads the desk's part, content/company.ts.

/** The rest of the profile, as content/data/company-profile.json holds it. */
export const details = profileDetails as CompanyDetails;

/** The whole profile (lib/content.ts checks each file against its schema). */
export const profile: CompanyProfile = { ...company, ...details };

// Made up for the demo: `npm run check:release` lists what is left (naming the data file), and a
// build for a real domain refuses it. Put the real value in, then delete its line here.
export const samples = {
  'details.legalName': 'the name on the certificate of incorporation, e.g. Vayu Jets Private Limited',
  'details.domain': 'the domain the site is served from, e.g. vayujets.com',
  'details.medicalEmail': "the medical desk's address on your domain",
  'details.privacyEmail': "the Grievance Officer's address on your domain",
  'details.registeredOffice': 'the registered office as on the certificate of incorporation',
  'details.office': 'the office guests visit, and the name the maps service knows it by',
  'details.socials': "each network's profile address, or '' to hide that network",
} satisfies SampleMarks;
