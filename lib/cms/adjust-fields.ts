import type { DecapField } from '@/lib/cms/decap-fields';

export function adjust(fields: DecapField[], [name, ...rest]: string[], change: (field: DecapField) => DecapField) {
  return fields.map((field): DecapField => {
    if (field.name !== name) return field;
    if (!rest.length) return change(field);
    return { ...field, fields: adjust(field.fields as DecapField[], rest, change) };
  });
}
