import { fleet } from '@/content/fleet';
import { adjust } from '@/lib/cms/adjust-fields';
import { decapFields, type DecapCollection, type DecapField, type FieldOptions } from '@/lib/cms/decap-fields';
import { fleetFileSchema } from '@/lib/schemas/content/fleet';
import { rateCardSchema } from '@/lib/schemas/content/pricing';
import { provenanceFileSchema } from '@/lib/schemas/content/provenance';

export const FLEET_FILE = 'content/data/fleet.json';
export const PROVENANCE_FILE = 'content/data/provenance.json';
export const RATE_CARD_FILE = 'content/data/pricing.json';

export const aircraftNames = () => fleet.categories.flatMap((category) => category.aircraft.map((plane) => plane.name));

const summarised = (summary: string) => (field: DecapField) => ({ ...field, summary });

function fleetFields(options: FieldOptions) {
  let fields = decapFields(fleetFileSchema, options);
  fields = adjust(fields, ['categories'], summarised('{{fields.name}}'));
  return adjust(fields, ['categories', 'aircraft'], summarised('{{fields.name}}: {{fields.seats}} seats'));
}

function provenanceFields(options: FieldOptions) {
  let fields = decapFields(provenanceFileSchema, options);
  fields = adjust(fields, ['cards'], summarised('{{fields.aircraft}} ({{fields.registration}})'));
  return adjust(fields, ['cards', 'aircraft'], (field) => ({ ...field, widget: 'select', options: aircraftNames() }));
}

export function fleetCollections(options: FieldOptions): DecapCollection[] {
  return [
    {
      name: 'fleet',
      label: 'Fleet',
      description:
        'The aircraft on /fleet, each with its safety and provenance card. A category’s seats, range and speed, and every flight time, are worked out from these.',
      format: 'json',
      files: [
        { name: 'aircraft', label: 'Aircraft', file: FLEET_FILE, fields: fleetFields(options) },
        {
          name: 'provenance',
          label: 'Safety and provenance cards',
          file: PROVENANCE_FILE,
          fields: provenanceFields(options),
        },
      ],
    },
    {
      name: 'rate-card',
      label: 'Rate card',
      description: 'The hourly rates and fees on /book and the estimator’s figures. Savings and totals are worked out.',
      format: 'json',
      files: [
        {
          name: 'rates',
          label: 'Rates and fees',
          file: RATE_CARD_FILE,
          fields: decapFields(rateCardSchema, options),
        },
      ],
    },
  ];
}
