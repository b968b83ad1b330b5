import { services } from '@/content/services';
import { adjust } from '@/lib/cms/adjust-fields';
import { aircraftNames } from '@/lib/cms/collections/fleet';
import { decapFields, type DecapField, type DecapFile, type FieldOptions } from '@/lib/cms/decap-fields';
import { aboutSchema } from '@/lib/schemas/content/about';
import { servicePagesSchema } from '@/lib/schemas/content/service-pages';
import { servicesSchema } from '@/lib/schemas/content/services';
import type { z } from '@/lib/schemas/zod';

// The words of the pages beyond the home page, one JSON file per page, each field from the schema
// the build checks that file with (lib/content.ts).

const file = (name: string, label: string, path: string, fields: DecapField[]): DecapFile => ({
  name,
  label,
  file: path,
  fields,
});
const from = (schema: z.ZodType, options: FieldOptions) => decapFields(schema, options);
const choice = (options: string[]) => (field: DecapField) => ({ ...field, widget: 'select', options });
// A list of choices is one select taking several, within the list's minimum and maximum.
function choices(options: string[]) {
  return (list: DecapField): DecapField => {
    const field: DecapField = { ...list, widget: 'select', multiple: true, options };
    delete field.field;
    return field;
  };
}

// A service page belongs to a service and names aircraft of the fleet: choices, not typed.
function servicePageFields(options: FieldOptions) {
  const serviceIds = services.services.map((service) => service.id);
  let fields = from(servicePagesSchema({ serviceIds, aircraft: aircraftNames() }), options);
  fields = adjust(fields, ['pages'], (field) => ({ ...field, summary: '{{fields.id}}' }));
  fields = adjust(fields, ['pages', 'id'], choice(serviceIds));
  return adjust(fields, ['pages', 'typicalAircraft'], choices(aircraftNames()));
}

export function pageWordsCollection(options: FieldOptions) {
  return {
    name: 'page-words',
    label: 'Page words',
    description:
      "Each page's words below its opening words (those are under Pages). Figures, prices and numbers are placeholders such as {flights}, {light} or {heavySeats}: keep them, the build fills them in.",
    format: 'json',
    extension: 'json',
    editor: { preview: false },
    files: [
      file('about', 'About: story, history, values and team', 'content/data/about.json', from(aboutSchema, options)),
      file('services', 'Services: the list on /services', 'content/data/services.json', from(servicesSchema, options)),
      file(
        'service-pages',
        'Service pages: each service’s own page',
        'content/data/service-pages.json',
        servicePageFields(options),
      ),
    ],
  };
}
