import data from '@/content/data/accessibility.json';
import type { PolicyContent } from '@/lib/schemas/content/policy';
import type { SampleMarks } from '@/lib/schemas/content/samples';

// The /accessibility statement: the standard we meet, how we test it, how to report a barrier, in
// content/data/accessibility.json (edited at /admin/, "Legal pages").
export const accessibility = data as PolicyContent;

// Made up for the demo: a build for a real domain refuses it (see content/company.ts).
export const samples = {
  'accessibility.sampleNote': 'nothing: delete the note once the text is your own, checked by your lawyer',
} satisfies SampleMarks;
