import { airports } from '@/content/airports';
import { adjust } from '@/lib/cms/adjust-fields';
import type { DecapField, FieldOptions } from '@/lib/cms/decap-fields';

export type Choices = (string | { label: string; value: string })[];

export function choice(options: Choices, multiple = false) {
  return (from: DecapField): DecapField => {
    const field: DecapField = { ...from, widget: 'select', options, ...(multiple ? { multiple: true } : {}) };
    delete field.field;
    delete field.pattern;
    return field;
  };
}

export function withAirports(fields: DecapField[], paths: string[][], options: FieldOptions) {
  const airportChoices = airports.map(({ iata: value }) => ({ label: options.choiceLabel?.(value) ?? value, value }));
  return paths.reduce((all, path) => adjust(all, path, choice(airportChoices)), fields);
}
