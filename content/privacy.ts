import data from '@/content/data/privacy.json';
import type { PolicyContent } from '@/lib/schemas/content/policy';
import type { SampleMarks } from '@/lib/schemas/content/samples';

// The /privacy notice, written for India's Digital Personal Data Protection Act, 2023, in
// content/data/privacy.json (edited at /admin/, "Legal pages"). Keep it true to the code: when the
// site starts storing or sending something new, say so there first. The company's name, registered
// office and addresses are placeholders the build fills from the company profile.
export const privacy = data as PolicyContent;

// Made up for the demo: a build for a real domain refuses it (see content/company.ts).
export const samples = {
  'privacy.sampleNote': 'nothing: delete the note once the text is your own, checked by your lawyer',
} satisfies SampleMarks;
