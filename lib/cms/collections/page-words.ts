import { decapFields, type FieldOptions } from '@/lib/cms/decap-fields';
import { aboutSchema } from '@/lib/schemas/content/about';
import type { z } from '@/lib/schemas/zod';

// The words of the pages beyond the home page, one JSON file per page, each field from the schema
// the build checks that file with (lib/content.ts).
const PAGES: [name: string, label: string, file: string, schema: z.ZodType][] = [
  ['about', 'About: story, history, values and team', 'content/data/about.json', aboutSchema],
];

export function pageWordsCollection(options: FieldOptions) {
  return {
    name: 'page-words',
    label: 'Page words',
    description:
      "Each page's words below its opening words (those are under Pages). Figures, prices and numbers are placeholders such as {flights} or {light}: keep them, the build fills them in.",
    format: 'json',
    extension: 'json',
    editor: { preview: false },
    files: PAGES.map(([name, label, file, schema]) => ({ name, label, file, fields: decapFields(schema, options) })),
  } as const;
}
