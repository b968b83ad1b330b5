import { profile } from '@/content/company-profile';
import data from '@/content/data/contact.json';
import type { ContactContent, ContactFile } from '@/lib/schemas/content/contact';

// /contact copy, in content/data/contact.json (edited at /admin/, "Page words"). The office's
// address and the name the maps service knows it by come from the company profile, as do the
// phone, WhatsApp number and e-mail the tiles link to: never typed twice.
const words = data as ContactFile;

export const contact = {
  ...words,
  location: {
    ...words.location,
    address: profile.office.address,
    directions: { ...words.location.directions, destination: profile.office.directions },
  },
} satisfies ContactContent;
