import desk from '@/content/data/company.json';
import type { CompanyDesk } from '@/lib/schemas/content/company';
import type { SampleMarks } from '@/lib/schemas/content/samples';

// How to reach the desk, edited at /admin/ ("Company", content/data/company.json): every tel:, wa.me
// and mailto: link, hand-off and form example reads it, in the browser too, so this module imports
// that file only; the rest of the profile is content/company-profile.ts. Kept free of zod:
// lib/content.ts checks it against its schema.
export const company = desk as CompanyDesk;

// Made up for the demo: `npm run check:release` lists what is left (naming the data file), and a
// build for a real domain refuses it. Put the real value in, then delete its line here.
export const samples = {
  'company.email': "the concierge desk's address on your domain",
  'company.phone': 'the 24/7 desk number, as shown (display) and as dialled (e164)',
  'company.whatsapp': 'the WhatsApp Business number, digits only with the country code',
} satisfies SampleMarks;
