import data from '@/content/data/stats.json';
import type { StatsContent } from '@/lib/schemas/content/stats';

// Every figure the site claims about the company, each written once, in content/data/stats.json
// (edited at /admin/, "Figures"). Pages pick theirs by key, and copy names one by placeholder
// ({flights} is "500+ flights": the value, then `noun`), filled at build time
// (lib/company-figures.ts). `confirm: 'company'` marks a figure the company has yet to confirm:
// `npm run check:release` lists each, and a build for a real domain refuses it. Once it is the
// company's own, set `confirm: 'confirmed'`. {fleet} is not here: it is the count of aircraft in
// content/fleet.ts ("8 aircraft of our own"), so "on call" counts partners' aircraft as well.
export const stats = data as StatsContent;
