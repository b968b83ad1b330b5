import { airports } from '@/content/airports';
import { services } from '@/content/services';
import { adjust } from '@/lib/cms/adjust-fields';
import { choice, withAirports } from '@/lib/cms/choices';
import { aircraftNames } from '@/lib/cms/collections/fleet';
import { decapFields, type DecapField, type DecapFile, type FieldOptions } from '@/lib/cms/decap-fields';
import { aboutSchema } from '@/lib/schemas/content/about';
import { airAmbulancePageSchema } from '@/lib/schemas/content/air-ambulance';
import { emptyLegsSchema } from '@/lib/schemas/content/empty-legs';
import { priceGuideSchema } from '@/lib/schemas/content/price-guide';
import { routesSchema } from '@/lib/schemas/content/routes';
import { safetySchema } from '@/lib/schemas/content/safety';
import { servicePagesSchema } from '@/lib/schemas/content/service-pages';
import { servicesSchema } from '@/lib/schemas/content/services';
import { z } from '@/lib/schemas/zod';

const file = (name: string, label: string, path: string, fields: DecapField[]): DecapFile => ({
  name,
  label,
  file: path,
  fields,
});
const from = (schema: z.ZodType, options: FieldOptions) => decapFields(schema, options);

function servicePageFields(options: FieldOptions) {
  const serviceIds = services.services.map((service) => service.id);
  let fields = from(servicePagesSchema({ serviceIds, aircraft: aircraftNames() }), options);
  fields = adjust(fields, ['pages'], (field) => ({ ...field, summary: '{{fields.id}}' }));
  fields = adjust(fields, ['pages', 'id'], choice(serviceIds));
  return adjust(fields, ['pages', 'typicalAircraft'], choice(aircraftNames(), true));
}

const codes = () => airports.map((airport) => airport.iata);

function routeFields(options: FieldOptions) {
  const schema = routesSchema(codes());
  const byAirport = (value: z.ZodType) => z.record(z.enum(codes()), value.optional());
  const { places, airportNotes } = schema.shape;
  const editable = z.object({
    ...schema.shape,
    places: byAirport(places.valueType),
    airportNotes: byAirport(airportNotes.valueType),
  });
  const fields = adjust(from(editable, options), ['pairs'], (field) => ({
    ...field,
    summary: '{{fields.from}} to {{fields.to}}',
  }));
  return withAirports(
    fields,
    [
      ['pairs', 'from'],
      ['pairs', 'to'],
    ],
    options,
  );
}

function priceGuideFields(options: FieldOptions) {
  const fields = from(priceGuideSchema(codes()), options);
  const paths = ['from', 'to'].flatMap((side) => [
    ['samples', 'routes', side],
    ['homeSample', side],
  ]);
  return withAirports(fields, paths, options);
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
      file('routes', 'Routes: the city pairs and their pages', 'content/data/routes.json', routeFields(options)),
      file(
        'price-guide',
        'Price guide: what charter costs',
        'content/data/price-guide.json',
        priceGuideFields(options),
      ),
      file('safety', 'Safety: how we vet every flight', 'content/data/safety.json', from(safetySchema, options)),
      file(
        'empty-legs',
        'Empty legs: the page and the home section',
        'content/data/empty-legs.json',
        from(emptyLegsSchema, options),
      ),
      file(
        'air-ambulance',
        'Air ambulance: the medical desk and the request form',
        'content/data/air-ambulance.json',
        from(airAmbulancePageSchema, options),
      ),
    ],
  };
}
