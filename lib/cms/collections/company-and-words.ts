import { decapFields, type FieldOptions } from '@/lib/cms/decap-fields';
import { companyDeskSchema, companyDetailsSchema } from '@/lib/schemas/content/company';
import { homeSchema } from '@/lib/schemas/content/home';
import { coveredSchema, excludedSchema } from '@/lib/schemas/content/inclusions';
import { pagesSchema } from '@/lib/schemas/content/pages';
import { statsSchema } from '@/lib/schemas/content/stats';
import type { z } from '@/lib/schemas/zod';

const file = (name: string, label: string, path: string, schema: z.ZodType, options: FieldOptions) => ({
  name,
  label,
  file: path,
  fields: decapFields(schema, options),
});

export function companyAndWordsCollections(options: FieldOptions) {
  const json = { format: 'json', extension: 'json', editor: { preview: false } } as const;
  return [
    {
      name: 'company',
      label: 'Company',
      description:
        'Who runs the site and how to reach it: every call, WhatsApp and e-mail link, the footer, the contact page and the legal pages read it.',
      ...json,
      files: [
        file('desk', 'Desk: phone, WhatsApp and e-mail', 'content/data/company.json', companyDeskSchema, options),
        file(
          'profile',
          'Profile: names, offices, permits, social profiles',
          'content/data/company-profile.json',
          companyDetailsSchema,
          options,
        ),
      ],
    },
    {
      name: 'figures',
      label: 'Figures',
      description:
        "Every figure the site claims about the company, written once: copy names each by placeholder ({flights}). Set a figure to 'confirmed' once the company has confirmed it.",
      ...json,
      files: [file('figures', 'Figures about the company', 'content/data/stats.json', statsSchema, options)],
    },
    {
      name: 'home',
      label: 'Home page',
      description:
        'The home page below its opening words (those are under Pages). Prices and seat counts are placeholders such as {light} or {lightSeats}: keep them, the build fills them in.',
      ...json,
      files: [file('home', 'Home page', 'content/data/home.json', homeSchema, options)],
    },
    {
      name: 'pages',
      label: 'Pages',
      description:
        "Each page's title (the site's name is added after it), search description and opening words. Figures are placeholders such as {flights}.",
      ...json,
      files: [file('pages', 'Titles, descriptions and opening words', 'content/data/pages.json', pagesSchema, options)],
    },
    {
      name: 'inclusions',
      label: 'Inclusions',
      description:
        'What a price covers and what it does not, each item once: the FAQ, the price guide, /book and the terms list them. No commas inside an item: the items are joined into sentences.',
      ...json,
      files: [
        file(
          'covered',
          'Covered: in the hourly rate, or itemised',
          'content/data/inclusions.json',
          coveredSchema,
          options,
        ),
        file('excluded', 'Not included in any estimate', 'content/data/excluded.json', excludedSchema, options),
      ],
    },
  ];
}
