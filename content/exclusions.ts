import notIncluded from '@/content/data/excluded.json';
import type { InclusionItem } from '@/lib/schemas/content/inclusions';

// What no estimate includes (edited at /admin/, "Inclusions", content/data/excluded.json): /book
// and the price guide list these, in the browser too, so this module imports that file only; the
// other lists are content/inclusions.ts.
export const excluded = notIncluded.excluded as InclusionItem[];
