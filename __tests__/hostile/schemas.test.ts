/** @jest-environment node */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import naughtyStrings from 'big-list-of-naughty-strings/blns.json';
import fc from 'fast-check';
import { z } from '@/lib/schemas/zod';

// Hostile text (markup, odd Unicode, the naughty strings): every form schema's safeParse returns, and what it
// accepts comes back exactly as typed. Schemas are discovered from lib/schemas/forms/, so a form
// that lands later is fuzzed without being listed here.

// Hundreds of parses per test: generous on a busy CI box, where 5 s is not enough.
jest.setTimeout(60_000);

/** Forms known when this suite was written; the folder may only grow. */
const KNOWN_FORMS = ['booking', 'contact', 'login', 'newsletter', 'quick-booking', 'signup'];

const EXTRA_STRINGS = [
  '</script><script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}} ${7*7} <%= 7*7 %>',
  'abc\u202Edef\u202C \u200F\u200E rtl',
  'zero\u200Bwidth\u200C\u200D\uFEFFjoin',
  'lone \uD800 high',
  'lone \uDC00 low',
  '\uDBFF',
  'Fares & fees? #1 + 100% = yes',
  'line 1\nline 2\r\nline 3\u2028\u2029',
  'Wheels up ✈️🥂 👨‍👩‍👧‍👦 🇮🇳',
  '\u0000\u0007\u001B[31m',
  '__proto__',
  'constructor',
  'x'.repeat(10_000),
];
const HOSTILE = [...(naughtyStrings as string[]), ...EXTRA_STRINGS];

type AnySchema = z.ZodType;
type Check = { _zod: { def: { check: string; tx?: (value: string) => string } } };
type Def = {
  type: string;
  innerType?: AnySchema;
  in?: AnySchema;
  checks?: Check[];
  entries?: Record<string, string | number>;
  values?: unknown[];
};
type Form = { name: string; schema: AnySchema; shape: Record<string, AnySchema> };

const defOf = (schema: AnySchema) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Through optional/default/nullable wrappers, to the field's own schema. */
function unwrap(schema: AnySchema): AnySchema {
  const inner = defOf(schema).innerType;
  return inner ? unwrap(inner) : schema;
}

/** The schema the raw value meets first (also through the input side of a pipe). */
function innermost(schema: AnySchema): AnySchema {
  const def = defOf(unwrap(schema));
  return def.type === 'pipe' && def.in ? innermost(def.in) : unwrap(schema);
}

const kindOf = (schema: AnySchema) => defOf(innermost(schema)).type;

/** A plain string whose only rules are its length and normalisers: any text may go in. */
function isFreeText(schema: AnySchema): boolean {
  const def = defOf(unwrap(schema));
  const allowed = ['min_length', 'max_length', 'overwrite'];
  return (
    def.type === 'string' &&
    (def.checks ?? []).every((check) => check === z.stopAtWrongType || allowed.includes(check._zod.def.check))
  );
}

const maxLengthOf = (schema: AnySchema) =>
  (unwrap(schema) as unknown as { maxLength?: number | null }).maxLength ?? Infinity;

/** Applies the field's own normalisers (its trim) and nothing else. */
const normalise = (schema: AnySchema, value: string) =>
  (defOf(unwrap(schema)).checks ?? []).reduce(
    (text, { _zod: { def } }) => (def.check === 'overwrite' && def.tx ? def.tx(text) : text),
    value,
  );

const FORMS_DIR = path.join(process.cwd(), 'lib/schemas/forms');

async function loadForms(): Promise<Form[]> {
  const files = readdirSync(FORMS_DIR).filter((file) => file.endsWith('.ts') && file !== 'fields.ts');
  const forms: Form[] = [];
  for (const file of files.sort()) {
    const exports = (await import(path.join(FORMS_DIR, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      if (!name.endsWith('Schema') || typeof (value as AnySchema)?.safeParse !== 'function') continue;
      const schema = value as AnySchema;
      const shape = (schema as unknown as { shape?: Record<string, AnySchema> }).shape ?? {};
      forms.push({ name: `${file.replace(/\.ts$/, '')}#${name}`, schema, shape });
    }
  }
  return forms;
}

const inDays = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

function candidates(schema: AnySchema): unknown[] {
  const def = defOf(innermost(schema));
  switch (def.type) {
    case 'string':
      return [
        'Lakshadweep',
        'guest@example.com',
        inDays(30),
        '09:30',
        'Port Blair',
        '+91 98200 07777',
        'BOM',
        'DEL',
        'VT-ABC',
      ];
    case 'number':
      return [2, 1, 3];
    case 'enum':
      return Object.values(def.entries ?? {});
    case 'boolean':
      return [true, false];
    case 'literal':
      return def.values ?? [];
    default:
      return [undefined];
  }
}

/** `confirmPassword` mirrors `password`; any other field stands alone. */
const twinOf = (key: string, keys: string[]) => {
  const match = /^confirm(\w)(\w*)$/.exec(key);
  const twin = match && `${match[1].toLowerCase()}${match[2]}`;
  return twin && keys.includes(twin) ? twin : undefined;
};

/** A valid whole input, searched field by field from ordinary candidate values. */
function validBase(form: Form): Record<string, unknown> {
  const keys = Object.keys(form.shape);
  const options = Object.fromEntries(keys.map((key) => [key, candidates(form.shape[key])]));
  const index = Object.fromEntries(keys.map((key) => [key, 0]));
  const build = () =>
    Object.fromEntries(keys.map((key) => [key, options[twinOf(key, keys) ?? key][index[twinOf(key, keys) ?? key]]]));
  for (let round = 0; round < 300; round++) {
    const result = form.schema.safeParse(build());
    if (result.success) return build();
    const failing = new Set(result.error.issues.map((issue) => String(issue.path[0])));
    for (const key of failing) if (key in index) index[key] = (index[key] + 1) % Math.max(options[key].length, 1);
  }
  throw new Error(`No valid input found for ${form.name}; add a candidate value in this suite.`);
}

/** The base with one field replaced; a confirmation field (confirmPassword) follows its twin. */
function withField(form: Form, base: Record<string, unknown>, key: string, value: unknown) {
  const keys = Object.keys(form.shape);
  const twins = keys.filter((other) => twinOf(other, keys) === key);
  return { ...base, [key]: value, ...Object.fromEntries(twins.map((twin) => [twin, value])) };
}

/** zod counts a string's length in code points, so an emoji is one character. */
const codePoints = (text: string) => [...text].length;

/** safeParse that reports a throw as a failure of totality, with the input that caused it. */
function parseTotal(form: Form, input: unknown) {
  try {
    return form.schema.safeParse(input);
  } catch (error) {
    throw new Error(`${form.name}.safeParse threw on ${JSON.stringify(input)?.slice(0, 200)}: ${String(error)}`);
  }
}

const stringFields = (form: Form) => Object.keys(form.shape).filter((key) => kindOf(form.shape[key]) === 'string');

// A unit that is any code point, lone surrogates included (fast-check's 'binary' leaves them out).
const anyCodeUnit = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 0, max: 0x10ffff }).map((code) => String.fromCodePoint(code)) },
  { weight: 1, arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)) },
);
const hostileString = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.string({ unit: anyCodeUnit }),
  fc.string({ unit: 'grapheme' }),
  fc.constantFrom(...HOSTILE),
);
const longString = fc
  .tuple(fc.string({ unit: anyCodeUnit, minLength: 1, maxLength: 50 }), fc.integer({ min: 200, max: 2000 }))
  .map(([chunk, times]) => chunk.repeat(times));

let forms: Form[] = [];
beforeAll(async () => {
  forms = await loadForms();
});

describe('hostile input: form schemas', () => {
  it('discovers every form schema in lib/schemas/forms/', () => {
    const files = new Set(forms.map((form) => form.name.split('#')[0]));
    for (const known of KNOWN_FORMS) expect(files).toContain(known);
    expect(forms.length).toBeGreaterThanOrEqual(KNOWN_FORMS.length);
    for (const form of forms) expect(stringFields(form).length).toBeGreaterThan(0);
  });

  it('finds a valid input for every schema, so the fuzzing below reaches every rule', () => {
    for (const form of forms) expect(parseTotal(form, validBase(form)).success).toBe(true);
  });

  it('never throws on a naughty string in any string field, alone or in all of them at once', () => {
    for (const form of forms) {
      const base = validBase(form);
      const keys = stringFields(form);
      for (const text of HOSTILE) {
        for (const key of keys) parseTotal(form, withField(form, base, key, text));
        parseTotal(form, { ...base, ...Object.fromEntries(keys.map((key) => [key, text])) });
      }
    }
  });

  it('never throws on generated strings, lone surrogates and very long strings in any field', () => {
    for (const form of forms) {
      const base = validBase(form);
      const keys = Object.keys(form.shape);
      fc.assert(
        fc.property(fc.constantFrom(...keys), hostileString, (key, text) => {
          parseTotal(form, withField(form, base, key, text));
        }),
        { numRuns: 200 },
      );
      fc.assert(
        fc.property(fc.constantFrom(...keys), longString, (key, text) => {
          const field = form.shape[key];
          const result = parseTotal(form, withField(form, base, key, text));
          if (codePoints(normalise(field, text)) > maxLengthOf(field)) expect(result.success).toBe(false);
        }),
        { numRuns: 30 },
      );
    }
  });

  it('refuses, without throwing, a field that only looks like text or a list: a length nothing can read', () => {
    const lookalikes = [
      JSON.parse('{"length":{"toString":1,"valueOf":1}}'),
      { length: Object.create(null) },
      { length: 3 },
    ];
    for (const form of forms) {
      const base = validBase(form);
      for (const key of Object.keys(form.shape)) {
        for (const value of lookalikes) expect(parseTotal(form, withField(form, base, key, value)).success).toBe(false);
      }
    }
  });

  it('never throws on arbitrary JSON values or JS values as the whole input or as any field', () => {
    for (const form of forms) {
      const base = validBase(form);
      const keys = Object.keys(form.shape);
      fc.assert(
        fc.property(fc.oneof(fc.jsonValue(), fc.anything({ withNullPrototype: true, withMap: true })), (value) => {
          parseTotal(form, value);
          parseTotal(form, { ...base, [keys[0]]: value });
        }),
        { numRuns: 200 },
      );
      fc.assert(
        fc.property(fc.constantFrom(...keys), fc.anything(), (key, value) => {
          parseTotal(form, withField(form, base, key, value));
        }),
        { numRuns: 200 },
      );
    }
  });

  it('returns every accepted string exactly as typed, apart from the field’s own trim', () => {
    for (const form of forms) {
      const base = validBase(form);
      for (const key of stringFields(form)) {
        for (const text of HOSTILE) {
          const result = parseTotal(form, withField(form, base, key, text));
          if (result.success)
            expect((result.data as Record<string, unknown>)[key]).toBe(normalise(form.shape[key], text));
        }
      }
    }
  });

  it('accepts markup, RTL marks, zero-width characters and emoji in free text, literally', () => {
    const literal = EXTRA_STRINGS.filter((text) => text.length <= 100 && text.trim() !== '');
    const freeText = forms.flatMap((form) =>
      stringFields(form)
        // A confirmation field must match its twin, which carries the sample for both.
        .filter((key) => isFreeText(form.shape[key]) && !twinOf(key, Object.keys(form.shape)))
        .map((key) => ({ form, key })),
    );
    expect(freeText.length).toBeGreaterThan(0);
    for (const { form, key } of freeText) {
      for (const text of literal.filter((sample) => codePoints(sample) <= maxLengthOf(form.shape[key]))) {
        const result = parseTotal(form, withField(form, validBase(form), key, text));
        expect({ field: `${form.name}.${key}`, text, success: result.success }).toEqual({
          field: `${form.name}.${key}`,
          text,
          success: true,
        });
        expect((result.data as Record<string, unknown>)[key]).toBe(normalise(form.shape[key], text));
      }
    }
  });
});
