import { airports } from '@/content/airports';
import { adjust } from '@/lib/cms/adjust-fields';
import { choice, withAirports } from '@/lib/cms/choices';
import { decapFields, type DecapField, type DecapFile, type FieldOptions } from '@/lib/cms/decap-fields';
import { aircraftPagesSchema } from '@/lib/schemas/content/aircraft-pages';
import { bookingContentSchema } from '@/lib/schemas/content/booking';
import { compareSchema } from '@/lib/schemas/content/compare';
import { estimateCopySchema } from '@/lib/schemas/content/estimate';
import { JET_TYPES } from '@/lib/schemas/content/jet-types';
import { policyFileSchema } from '@/lib/schemas/content/policy';
import type { z } from '@/lib/schemas/zod';

const json = { format: 'json', extension: 'json', editor: { preview: false } } as const;
const file = (name: string, label: string, path: string, fields: DecapField[]): DecapFile => ({
  name,
  label,
  file: path,
  fields,
});
const codes = () => airports.map((airport) => airport.iata);

const ADDRESSES = [
  { label: 'The concierge ({email})', value: '{email}' },
  { label: 'The Grievance Officer ({privacyEmail})', value: '{privacyEmail}' },
];

function policyFields(options: FieldOptions) {
  const fields = adjust(decapFields(policyFileSchema, options), ['sections'], (field) => ({
    ...field,
    summary: '{{fields.heading}}',
  }));
  return adjust(fields, ['sections', 'write', 'email'], choice(ADDRESSES));
}

function aircraftPageFields(options: FieldOptions) {
  const fields = decapFields(aircraftPagesSchema(codes()), options);
  const paths = JET_TYPES.flatMap((type) => ['from', 'to'].map((side) => ['jetTypes', type, 'sampleRoutes', side]));
  return withAirports(fields, paths, options);
}

function compareFields(options: FieldOptions) {
  const fields = decapFields(compareSchema(codes()), options);
  return withAirports(
    fields,
    ['from', 'destinations', 'sampleTrip'].map((place) => [place, 'iata']),
    options,
  );
}

const from = (schema: z.ZodType, options: FieldOptions) => decapFields(schema, options);

export function legalAndPlanningCollections(options: FieldOptions) {
  return [
    {
      name: 'legal',
      label: 'Legal pages',
      description:
        'The privacy notice, the charter terms and the accessibility statement. Change "Last updated" whenever the text changes. The company’s name, office, phone and addresses are placeholders such as {legalName} or {phone}, and what a price includes is {hourly}, {itemised} and {excluded}: keep them, the build fills them in.',
      ...json,
      files: [
        file('privacy', 'Privacy notice', 'content/data/privacy.json', policyFields(options)),
        file('terms', 'Charter terms', 'content/data/terms.json', policyFields(options)),
        file('accessibility', 'Accessibility statement', 'content/data/accessibility.json', policyFields(options)),
      ],
    },
    {
      name: 'planning',
      label: 'Planning pages',
      description:
        'The words of /book, of each aircraft’s page and of Compare on /fleet. Figures and names are placeholders such as {flights}, {name} or {reserve}: keep them, the build fills them in.',
      ...json,
      files: [
        file(
          'booking',
          'Book: the form, the consultant and the reasons',
          'content/data/booking.json',
          from(bookingContentSchema, options),
        ),
        file(
          'aircraft-pages',
          'Aircraft pages: headings, labels and sample routes',
          'content/data/aircraft-pages.json',
          aircraftPageFields(options),
        ),
        file(
          'compare',
          'Compare: the destinations and the table’s words',
          'content/data/compare.json',
          compareFields(options),
        ),
        file(
          'estimate',
          'Route estimate: the words around its figures on /book',
          'content/data/estimate.json',
          from(estimateCopySchema, options),
        ),
      ],
    },
  ];
}
