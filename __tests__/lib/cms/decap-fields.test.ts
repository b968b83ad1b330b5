import { decapField, decapFields, onOrAfterPattern, type DecapField } from '@/lib/cms/decap-fields';
import { z } from '@/lib/schemas/zod';

const options = { today: '2026-11-28' };
const fixture = z
  .object({
    name: z.string().trim().min(1, 'must not be empty').meta({ title: 'Name', description: 'As on the card' }),
    price: z.number().int('must be a whole number').min(1, 'must be above 0'),
    code: z.string().regex(/^VJ-\d+$/, 'must look like VJ-1'),
    kind: z.enum(['light', 'heavy'], { message: 'must be a category' }),
    note: z.string().optional(),
  })
  .strict();

const names = (schema: Parameters<typeof decapFields>[0]) => decapFields(schema, options).map((field) => field.name);

describe('editor fields from a zod schema', () => {
  it('has one field per schema entry, in order, with its label, hint and whether it is required', () => {
    expect(names(fixture)).toEqual(['name', 'price', 'code', 'kind', 'note']);
    const [name, , , , note] = decapFields(fixture, options);
    expect(name).toMatchObject({ label: 'Name', hint: 'As on the card', widget: 'string' });
    expect(name.required).toBeUndefined();
    expect(note).toMatchObject({ label: 'Note', required: false });
  });

  it('gains a field added to the schema and loses one removed from it', () => {
    expect(names(fixture.extend({ seats: z.number() }))).toContain('seats');
    expect(names(fixture.omit({ code: true }))).not.toContain('code');
  });

  it("refuses what the schema refuses, in the schema's words", () => {
    const [, price, code, kind] = decapFields(fixture, options);
    expect(price).toMatchObject({ widget: 'number', value_type: 'int', min: 1 });
    const [source, message] = price.pattern!;
    expect(message).toBe('must be above 0');
    expect(new RegExp(source).test('-5')).toBe(false);
    expect(new RegExp(source).test('0')).toBe(false);
    expect(new RegExp(source).test('950000')).toBe(true);
    expect(code.pattern).toEqual(['^VJ-\\d+$', 'must look like VJ-1']);
    expect(kind).toMatchObject({ widget: 'select', options: ['light', 'heavy'] });
  });

  it('labels choices when given labels, and writes a length rule as a pattern', () => {
    const labelled = decapField('from', z.enum(['BOM']), { ...options, choiceLabel: () => 'Mumbai (BOM)' });
    expect(labelled.options).toEqual([{ label: 'Mumbai (BOM)', value: 'BOM' }]);
    const alt = decapField('alt', z.string().min(10, 'at least 10 characters'), options);
    expect(alt.pattern).toEqual(['^[\\s\\S]{10,}$', 'at least 10 characters']);
  });

  it('refuses a date before today where the schema marks it, with its message', () => {
    const field = decapField('date', z.iso.date().meta({ notPast: 'must be today or later' }), options);
    expect(field).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD', time_format: false });
    expect(field.pattern?.[1]).toBe('must be today or later');
  });

  it('matches exactly the dates on or after a day', () => {
    const pattern = new RegExp(onOrAfterPattern('2026-11-28'));
    for (const date of ['2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01', '2027-01-01', '2030-06-15'])
      expect(`${date} ${pattern.test(date)}`).toBe(`${date} true`);
    for (const date of ['2026-11-27', '2026-11-01', '2026-10-30', '2025-12-31', '1999-12-31', '26-11-30'])
      expect(`${date} ${pattern.test(date)}`).toBe(`${date} false`);
    const december = new RegExp(onOrAfterPattern('2026-12-09'));
    expect([december.test('2026-12-08'), december.test('2026-12-09'), december.test('2027-01-01')]).toEqual([
      false,
      true,
      true,
    ]);
  });
  it('edits a record keyed by an enum as one field per key, and "a value or empty" as a field that may be empty', () => {
    const figures = decapField(
      'figures',
      z.record(z.enum(['flights', 'founded']), z.object({ value: z.string() })),
      options,
    );
    expect(figures).toMatchObject({ widget: 'object' });
    expect((figures.fields as { name: string }[]).map((field) => field.name)).toEqual(['flights', 'founded']);
    const permit = decapField(
      'permit',
      z.union([z.literal(''), z.string().regex(/^\d{1,3}\/\d{4}$/)], { message: 'must be like 14/2012, or empty' }),
      options,
    );
    expect(permit).toMatchObject({ widget: 'string', required: false });
    const [source, message] = permit.pattern!;
    expect(message).toBe('must be like 14/2012, or empty');
    expect(['', '14/2012', '14-2012'].map((value) => new RegExp(source).test(value))).toEqual([true, true, false]);
  });

  it('refuses a plain http address where the schema asks for https, and an e-mail address that is not one', () => {
    const [url, urlMessage] = decapField(
      'href',
      z.url({ protocol: /^https$/, message: 'must be https' }),
      options,
    ).pattern!;
    expect(urlMessage).toBe('must be https');
    expect(new RegExp(url).test('https://www.instagram.com/vayujets')).toBe(true);
    expect(new RegExp(url).test('http://www.instagram.com/vayujets')).toBe(false);
    const [email, emailMessage] = decapField('email', z.email('must be an e-mail address'), options).pattern!;
    expect(emailMessage).toBe('must be an e-mail address');
    expect(new RegExp(email).test('desk@vayujets.com')).toBe(true);
    expect(new RegExp(email).test('desk at vayujets')).toBe(false);
  });

  it('lets a string the schema lets be empty be empty', () => {
    expect(decapField('noun', z.string().trim(), options).required).toBe(false);
    expect(decapField('code', z.string().regex(/^VJ-\d+$/), options).required).toBeUndefined();
  });

  it('edits a record keyed by an enum as one object per key', () => {
    const rates = z.record(z.enum(['light', 'heavy']), z.object({ rate: z.number().positive('above 0') }));
    const field = decapField('rates', rates, { ...options, choiceLabel: (key) => ({ light: 'Light Jet' })[key] });
    expect(field.widget).toBe('object');
    expect(field.fields).toMatchObject([
      { name: 'light', label: 'Light Jet', widget: 'object', fields: [{ name: 'rate' }] },
      { name: 'heavy', label: 'Heavy', widget: 'object', fields: [{ name: 'rate' }] },
    ]);
  });

  it('edits a list of kinds as Decap types, each with its own fields, the kind written into the discriminator', () => {
    const audit = z.discriminatedUnion('standard', [
      z.object({ standard: z.literal('ARGUS'), level: z.enum(['Gold', 'Platinum']) }),
      z.object({ standard: z.literal('Wyvern'), level: z.enum(['Wingman']), note: z.string() }),
    ]);
    const field = decapField('audits', z.array(audit), options);
    expect(field).toMatchObject({ widget: 'list', typeKey: 'standard' });
    expect(field.types).toMatchObject([
      { name: 'ARGUS', widget: 'object', fields: [{ name: 'level', options: ['Gold', 'Platinum'] }] },
      { name: 'Wyvern', widget: 'object', fields: [{ name: 'level' }, { name: 'note' }] },
    ]);
  });

  it('edits one value of several kinds as the kind, then every field, optional unless every kind has it', () => {
    const takeoff = z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('runway'), lengthM: z.number().int().min(500, 'at least 500') }),
      z.object({ kind: z.literal('helipad') }),
    ]);
    const field = decapField('takeoff', takeoff, options);
    expect(field.fields).toMatchObject([
      { name: 'kind', widget: 'select', options: ['runway', 'helipad'] },
      { name: 'lengthM', widget: 'number', min: 500, required: false, hint: 'Only for runway' },
    ]);
  });

  it('refuses a number outside its allowed values with the refine’s message', () => {
    const bands = [500, 1000, 5000] as const;
    const band = z
      .number()
      .refine((hours) => (bands as readonly number[]).includes(hours), 'must be one of the bands')
      .meta({ oneOf: bands });
    const [source, message] = decapField('hours', band, options).pattern!;
    expect(message).toBe('must be one of the bands');
    expect(['500', '1000', '5000'].map((value) => new RegExp(source).test(value))).toEqual([true, true, true]);
    expect(['50', '1001', '-500', '5000.5'].map((value) => new RegExp(source).test(value))).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('lets an optional object be left empty, at every depth, and keeps what a required object requires', () => {
    const film = z.object({
      src: z.string().regex(/^\/videos\/[a-z]+\.mp4$/, 'must be a film in /videos/'),
      captions: z.object({ src: z.string().min(1), label: z.string().min(1) }),
      chapters: z.array(z.object({ title: z.string().min(1) })),
    });
    const required = (fields: unknown) =>
      (fields as DecapField[]).map((field): [string, unknown] => [field.name, field.required]);
    const optional = decapField('video', film.optional(), options);
    expect(optional.required).toBe(false);
    expect(required(optional.fields)).toEqual([
      ['src', false],
      ['captions', false],
      ['chapters', false],
    ]);
    const [src, captions, chapters] = optional.fields as DecapField[];
    expect(src.pattern).toEqual(['^\\/videos\\/[a-z]+\\.mp4$', 'must be a film in /videos/']);
    expect(required(captions.fields)).toEqual([
      ['src', false],
      ['label', false],
    ]);
    // An item of a list is asked for only once it is added: it keeps what it requires.
    expect(required(chapters.fields)).toEqual([['title', undefined]]);

    const kept = decapField('video', film, options);
    expect(kept.required).toBeUndefined();
    expect(required(kept.fields)).toEqual([
      ['src', undefined],
      ['captions', undefined],
      ['chapters', undefined],
    ]);
    expect(required((kept.fields as DecapField[])[1].fields)).toEqual([
      ['src', undefined],
      ['label', undefined],
    ]);

    // An optional object inside a required one: only what is inside it may be left empty.
    const nested = z.object({ inner: z.object({ note: z.string().min(1) }).optional(), name: z.string().min(1) });
    const [inner, name] = decapFields(nested, options);
    expect([name.required, inner.required]).toEqual([undefined, false]);
    expect(required(inner.fields)).toEqual([['note', false]]);
  });

  it('writes a list of exactly n items as its minimum and maximum', () => {
    expect(decapField('features', z.array(z.string()).length(4), options)).toMatchObject({ min: 4, max: 4 });
  });
});
