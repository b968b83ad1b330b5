import { LIST_AIRCRAFT_ERRORS as E, listAircraftSchema, SEATS_MAX, SEATS_MIN } from '@/lib/schemas/forms/list-aircraft';

const valid = { type: 'Citation CJ3', registration: 'VT-ABC', base: 'BOM', seats: 7, availability: 'weekdays' };

const messages = (values: unknown) => {
  const result = listAircraftSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('listAircraftSchema', () => {
  it('accepts a complete listing, trimmed, its registration in capitals', () => {
    expect(listAircraftSchema.parse({ ...valid, type: '  Praetor 500 ', registration: ' vt-pqr ' })).toEqual({
      ...valid,
      type: 'Praetor 500',
      registration: 'VT-PQR',
    });
  });

  it('says, word for word, what each empty field needs', () => {
    expect(messages({ type: '', registration: '', base: '', seats: Number.NaN, availability: '' })).toEqual([
      'type: Please enter the aircraft type, like Citation CJ3.',
      'registration: Please enter the Indian registration, VT- and three letters, like VT-ABC.',
      'base: Please choose the airport the aircraft is based at.',
      'seats: Please enter the passenger seats, a whole number from 1 to 19.',
      'availability: Please choose when the aircraft is available for charter.',
    ]);
    expect(messages({})).toHaveLength(5);
  });

  it('takes an aircraft type of up to 80 characters, and no blank one', () => {
    expect(messages({ ...valid, type: 'a'.repeat(80) })).toEqual([]);
    expect(messages({ ...valid, type: 'a'.repeat(81) })).toEqual([
      'type: An aircraft type can be at most 80 characters.',
    ]);
    expect(messages({ ...valid, type: '   ' })).toEqual([`type: ${E.typeRequired}`]);
  });

  it('takes only an Indian registration: VT- and three letters', () => {
    for (const registration of ['VT-ABC', 'vt-xyz', 'VT-JQA']) expect(messages({ ...valid, registration })).toEqual([]);
    for (const registration of ['VTABC', 'VT-AB', 'VT-ABCD', 'VT-AB1', 'N123AB', 'G-ABCD', 'VT–ABC', 'VT-ÄBC'])
      expect(messages({ ...valid, registration })).toEqual([`registration: ${E.registrationInvalid}`]);
  });

  it('takes a base only from the airports list, by its code', () => {
    for (const base of ['BOM', 'DEL', 'DXB']) expect(messages({ ...valid, base })).toEqual([]);
    for (const base of ['bom', 'XYZ', 'Mumbai', 'BOMB'])
      expect(messages({ ...valid, base })).toEqual([`base: ${E.baseRequired}`]);
  });

  it('takes whole seats from 1 to 19', () => {
    expect([SEATS_MIN, SEATS_MAX]).toEqual([1, 19]);
    for (const seats of [1, 8, 19]) expect(messages({ ...valid, seats })).toEqual([]);
    for (const seats of [0, 20, -1, 2.5, Number.NaN, Number.POSITIVE_INFINITY, '7'])
      expect(messages({ ...valid, seats })).toEqual([`seats: ${E.seatsInvalid}`]);
  });

  it('takes one of the four availabilities', () => {
    for (const availability of ['full-time', 'weekdays', 'weekends', 'on-request'])
      expect(messages({ ...valid, availability })).toEqual([]);
    expect(messages({ ...valid, availability: 'sometimes' })).toEqual([`availability: ${E.availabilityRequired}`]);
  });

  it('never throws on hostile input', () => {
    for (const value of [null, 42, '<script>', { ...valid, registration: '\uD800' }, { ...valid, seats: { a: 1 } }])
      expect(() => listAircraftSchema.safeParse(value)).not.toThrow();
  });
});

describe('an aircraft type that reads other than it is written', () => {
  it.each([
    ['a right-to-left override', 'Citation \u202ECBA-TV'],
    ['a left-to-right embedding', '\u202ACitation CJ3'],
    ['an isolate', 'Citation \u2067CJ3\u2069'],
    ['a right-to-left mark', 'Citation CJ3\u200F'],
    ['an Arabic letter mark', '\u061CCitation CJ3'],
    ['a zero-width space inside', 'Cita\u200Btion CJ3'],
  ])('refuses %s', (_, type) => {
    expect(messages({ ...valid, type })).toEqual([`type: ${E.typeHidden}`]);
  });

  it.each([
    ['zero-width spaces', '\u200B\u200B\u200B'],
    ['a joiner and a word joiner', '\u200D\u2060'],
    ['a soft hyphen among spaces', ' \u00AD '],
    ['a byte-order mark', '\uFEFF\u200C'],
  ])('takes %s alone as no type at all', (_, type) => {
    expect(messages({ ...valid, type })).toEqual([`type: ${E.typeRequired}`]);
  });

  it('still takes accents and other scripts that show', () => {
    for (const type of ['Dassault Falcon 7X', 'Embraer Phénom 300E', 'एम्ब्रेयर लेगेसी 650'])
      expect(messages({ ...valid, type })).toEqual([]);
  });
});
