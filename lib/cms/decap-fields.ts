import { z } from '@/lib/schemas/zod';

type Def = { type: string; [key: string]: unknown };
type Schema = { _zod: { def: Def }; meta?: () => Meta | undefined };
type Check = { _zod: { def: { check: string; [key: string]: unknown } } };
type Meta = {
  title?: string;
  description?: string;
  notPast?: string;
  widget?: string;
  oneOf?: readonly number[];
};

export type DecapField = {
  name: string;
  label: string;
  widget: string;
  hint?: string;
  required?: boolean;
  pattern?: [string, string];
  [option: string]: unknown;
};

export type DecapFile = { name: string; label: string; file: string; fields: DecapField[] };

export type DecapCollection = {
  name: string;
  label: string;
  fields?: DecapField[];
  files?: DecapFile[];
  [option: string]: unknown;
};

export type FieldOptions = {
  today: string;
  choiceLabel?: (value: string) => string | undefined;
};

const defOf = (schema: Schema) => schema._zod.def;
const messageOf = (source: { [key: string]: unknown }) =>
  typeof source.error === 'function' ? (source.error as () => unknown)() : undefined;
const textOf = (value: unknown) => (typeof value === 'string' ? value : undefined);
const checksOf = (schema: Schema) =>
  ((defOf(schema).checks ?? []) as Check[]).filter((check) => check !== (z.stopAtWrongType as unknown));

function unwrap(schema: Schema): { inner: Schema; optional: boolean; meta: Meta } {
  let inner = schema;
  let optional = false;
  let meta: Meta = schema.meta?.() ?? {};
  for (;;) {
    const def = defOf(inner);
    if (def.type === 'optional' || def.type === 'default') {
      optional = true;
      inner = def.innerType as Schema;
    } else if (def.type === 'pipe') inner = def.in as Schema;
    else break;
    meta = { ...(inner.meta?.() ?? {}), ...meta };
  }
  return { inner, optional, meta };
}

const humanise = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

function atLeast(floor: string): string {
  const options = [floor];
  for (let at = floor.length - 1; at >= 0; at -= 1) {
    const digit = Number(floor[at]);
    if (digit === 9) continue;
    const rest = floor.length - at - 1;
    options.push(`${floor.slice(0, at)}[${digit + 1}-9]${rest ? `\\d{${rest}}` : ''}`);
  }
  return options.join('|');
}

export function onOrAfterPattern(today: string): string {
  const [year, month, day] = today.split('-');
  const later = [
    `(?:${atLeast(String(Number(year) + 1).padStart(4, '0'))})-\\d{2}-\\d{2}`,
    ...(month === '12' ? [] : [`${year}-(?:${atLeast(String(Number(month) + 1).padStart(2, '0'))})-\\d{2}`]),
    `${year}-${month}-(?:${atLeast(day)})`,
  ];
  return `^(?:${later.join('|')})$`;
}

function stringField(schema: Schema, meta: Meta, options: FieldOptions): Partial<DecapField> {
  const def = defOf(schema);
  if (def.format === 'date') {
    const picker = { widget: 'datetime', date_format: 'YYYY-MM-DD', time_format: false, format: 'YYYY-MM-DD' };
    if (meta.notPast) return { ...picker, pattern: [onOrAfterPattern(options.today), meta.notPast] };
    return { ...picker, pattern: [(def.pattern as RegExp).source, textOf(messageOf(def)) ?? 'must be a date'] };
  }
  if (def.format === 'url') {
    const scheme = def.protocol instanceof RegExp ? def.protocol.source.replace(/^\^|\$$/g, '') : 'https?';
    const message = textOf(messageOf(def)) ?? 'must be a web address';
    return { widget: meta.widget ?? 'string', pattern: [`^(?:${scheme})://[^\\s/?#]+\\.[^\\s]+$`, message] };
  }
  if (def.check === 'string_format' && def.pattern instanceof RegExp)
    return {
      widget: meta.widget ?? 'string',
      pattern: [def.pattern.source, textOf(messageOf(def)) ?? 'is not in the right form'],
    };
  let min = 0;
  let max: number | undefined;
  const messages: string[] = [];
  for (const check of checksOf(schema)) {
    const at = check._zod.def;
    const message = textOf(messageOf(at));
    if (at.check === 'string_format' && at.pattern instanceof RegExp)
      return { widget: meta.widget ?? 'string', pattern: [at.pattern.source, message ?? 'is not in the right form'] };
    if (at.check === 'min_length' && Number(at.minimum) > 1) {
      min = Number(at.minimum);
      if (message) messages.push(message);
    }
    if (at.check === 'max_length') {
      max = Number(at.maximum);
      if (message) messages.push(message);
    }
  }
  const widget = meta.widget ?? (max !== undefined && max > 120 ? 'text' : 'string');
  if (!min && max === undefined) return { widget };
  return { widget, pattern: [`^[\\s\\S]{${min},${max ?? ''}}$`, messages.join('; ')] };
}

function numberField(schema: Schema, meta: Meta): Partial<DecapField> {
  const field: Partial<DecapField> = { widget: 'number', value_type: 'float' };
  let minMessage: string | undefined;
  for (const check of checksOf(schema)) {
    const at = check._zod.def;
    if (at.check === 'custom' && meta.oneOf)
      return {
        widget: 'number',
        value_type: meta.oneOf.every(Number.isInteger) ? 'int' : 'float',
        pattern: [`^(?:${meta.oneOf.join('|')})$`, textOf(messageOf(at)) ?? 'is not allowed'],
      };
    if (at.check === 'number_format' && /int/.test(String(at.format))) field.value_type = 'int';
    if (at.check === 'greater_than') {
      field.min = at.inclusive ? Number(at.value) : Number(at.value) + (field.value_type === 'int' ? 1 : 0);
      minMessage = textOf(messageOf(at));
    }
    if (at.check === 'less_than' && Number(at.value) < Number.MAX_SAFE_INTEGER)
      field.max = at.inclusive ? Number(at.value) : Number(at.value) - 1;
  }
  const min = Number(field.min);
  if (minMessage && (min === 0 || min === 1))
    field.pattern = [min === 0 ? '^\\d+(\\.\\d+)?$' : '^(?:[1-9]\\d*|\\d*\\.\\d*[1-9]\\d*)$', minMessage];
  return field;
}

// Not required, nor anything in it through nested objects (a list's items are asked only once added).
function mayBeEmpty(field: DecapField): DecapField {
  if (field.widget !== 'object') return { ...field, required: false };
  return { ...field, required: false, fields: (field.fields as DecapField[]).map(mayBeEmpty) };
}

const objectField = (base: DecapField, fields: DecapField[]): DecapField => ({
  ...base,
  widget: 'object',
  collapsed: false,
  fields: base.required === false ? fields.map(mayBeEmpty) : fields,
});

export function decapField(name: string, zodSchema: z.ZodType, options: FieldOptions): DecapField {
  const { inner, optional, meta } = unwrap(zodSchema as unknown as Schema);
  const def = defOf(inner);
  const base: DecapField = { name, label: meta.title ?? humanise(name), widget: 'string' };
  if (meta.description) base.hint = meta.description;
  if (optional) base.required = false;
  switch (def.type) {
    case 'object':
      return objectField(base, decapFields(inner as unknown as z.ZodType, options));
    case 'array': {
      const element = unwrap(def.element as Schema);
      const field: DecapField = { ...base, widget: 'list' };
      const elementDef = defOf(element.inner);
      if (elementDef.type === 'object') field.fields = decapFields(element.inner as unknown as z.ZodType, options);
      else if (elementDef.type === 'union' && typeof elementDef.discriminator === 'string') {
        field.typeKey = elementDef.discriminator;
        field.types = variants(element.inner, options).map(({ value, fields }) => ({
          name: value,
          label: options.choiceLabel?.(value) ?? value,
          widget: 'object',
          fields,
        }));
      } else field.field = decapField('item', def.element as z.ZodType, options);
      for (const check of checksOf(inner)) {
        const at = check._zod.def;
        if (at.check === 'min_length') field.min = Number(at.minimum);
        if (at.check === 'max_length') field.max = Number(at.maximum);
        if (at.check === 'length_equals') field.min = field.max = Number(at.length);
      }
      return field;
    }
    case 'enum': {
      const values = Object.values(def.entries as Record<string, string>);
      const choices = values.map((value) => {
        const label = options.choiceLabel?.(value);
        return label ? { label, value } : value;
      });
      return { ...base, widget: 'select', options: choices };
    }
    case 'record': {
      const keys = defOf(def.keyType as Schema);
      if (keys.type !== 'enum') throw new Error(`decapField: ${name} is a record not keyed by an enum`);
      const fields = Object.values(keys.entries as Record<string, string>).map((key) => {
        const field = decapField(key, def.valueType as z.ZodType, options);
        return { ...field, label: options.choiceLabel?.(key) ?? field.label };
      });
      return objectField(base, fields);
    }
    case 'union': {
      if (typeof def.discriminator === 'string') return objectField(base, mergedVariants(inner, options));
      // Otherwise only "a value, or empty": the field of the value, not required, refused with the union's message.
      const choices = def.options as Schema[];
      const isEmpty = (choice: Schema) =>
        defOf(choice).type === 'literal' && (defOf(choice).values as unknown[]).every((value) => value === '');
      const values = choices.filter((choice) => !isEmpty(choice));
      if (values.length !== 1 || values.length === choices.length)
        throw new Error(`decapField: ${name} is a union the editor has no field for`);
      const field = decapField(name, values[0] as unknown as z.ZodType, options);
      const message = textOf(messageOf(def)) ?? field.pattern?.[1];
      const pattern: [string, string] | undefined = field.pattern && [
        `^$|${field.pattern[0]}`,
        message ?? field.pattern[1],
      ];
      return { ...field, ...base, required: false, ...(pattern ? { pattern } : {}) };
    }
    case 'boolean':
      return { ...base, widget: 'boolean' };
    case 'number':
      return { ...base, ...numberField(inner, meta) };
    case 'string': {
      const empty =
        !def.format && checksOf(inner).every((check) => /^(overwrite|max_length)$/.test(check._zod.def.check));
      return { ...base, ...(empty ? { required: false } : {}), ...stringField(inner, meta, options) };
    }
    default:
      throw new Error(`decapField: ${name} is a ${def.type}, which the editor has no field for`);
  }
}

function variants(schema: Schema, options: FieldOptions): { value: string; fields: DecapField[] }[] {
  const def = defOf(schema);
  const key = def.discriminator as string;
  return (def.options as Schema[]).map((option) => {
    const shape = defOf(option).shape as Record<string, Schema>;
    const [value] = defOf(shape[key]).values as string[];
    return { value, fields: decapFields(option as unknown as z.ZodType, options, [key]) };
  });
}

function mergedVariants(schema: Schema, options: FieldOptions): DecapField[] {
  const key = defOf(schema).discriminator as string;
  const kinds = variants(schema, options);
  const fields = new Map<string, DecapField>();
  for (const { fields: own } of kinds)
    for (const field of own) if (!fields.has(field.name)) fields.set(field.name, field);
  const everywhere = (name: string) => kinds.every((kind) => kind.fields.some((field) => field.name === name));
  const choice: DecapField = {
    name: key,
    label: humanise(key),
    widget: 'select',
    options: kinds.map(({ value }) => value),
  };
  return [
    choice,
    ...[...fields.values()].map((field) => {
      if (everywhere(field.name)) return field;
      const only = kinds.filter((kind) => kind.fields.some((own) => own.name === field.name)).map(({ value }) => value);
      return {
        ...field,
        required: false,
        hint: [field.hint, `Only for ${only.join(', ')}`].filter(Boolean).join('. '),
      };
    }),
  ];
}

export function decapFields(schema: z.ZodType, options: FieldOptions, omit: readonly string[] = []): DecapField[] {
  const { inner } = unwrap(schema as unknown as Schema);
  const def = defOf(inner);
  if (def.type === 'record') return decapField('record', schema, options).fields as DecapField[];
  if (def.type !== 'object') throw new Error(`decapFields: expected an object schema, got ${def.type}`);
  return Object.entries(def.shape as Record<string, z.ZodType>)
    .filter(([name]) => !omit.includes(name))
    .map(([name, field]) => decapField(name, field, options));
}
