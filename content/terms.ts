import data from '@/content/data/terms.json';
import type { PolicyContent } from '@/lib/schemas/content/policy';
import type { SampleMarks } from '@/lib/schemas/content/samples';

// The /terms page: the charter terms a buyer can read before paying, in content/data/terms.json
// (edited at /admin/, "Legal pages"). The schedules are tables, so a change is a change of one cell;
// what the price includes is {hourly}, {itemised} and {excluded}, from the inclusions list.
export const terms = data as PolicyContent;

// Made up for the demo: a build for a real domain refuses it (see content/company.ts).
export const samples = {
  'terms.sampleNote': 'nothing: delete the note once the text is your own, checked by your lawyer',
} satisfies SampleMarks;
