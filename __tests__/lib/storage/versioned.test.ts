import fc from 'fast-check';
import { isNewer, parseVersioned, type ReadVersion } from '@/lib/storage/versioned';

const readItems: ReadVersion<string[]> = (json) =>
  Array.isArray(json.items) && json.items.every((item) => typeof item === 'string')
    ? { value: json.items as string[], intact: true }
    : { value: [], intact: false };
const parse = (raw: string | null) => parseVersioned(raw, 1, [], readItems);

describe('parseVersioned, the gate of every stored value', () => {
  it.each([null, '', '  ', 'null'])('reads %p as nothing stored', (raw) => {
    expect(parse(raw)).toEqual({ value: [], version: null, intact: true });
  });

  it.each(['{', '[]', '42', '{"items":["a"]}', '{"version":-1,"items":[]}', '{"version":1.5,"items":[]}'])(
    'reads %p as unreadable (to be backed up before any write)',
    (raw) => {
      expect(parse(raw)).toEqual({ value: [], version: null, intact: false });
    },
  );

  it('reads the current version with the store’s reader', () => {
    expect(parse('{"version":1,"items":["a"]}')).toEqual({ value: ['a'], version: 1, intact: true });
    expect(parse('{"version":1,"items":"a"}')).toEqual({ value: [], version: 1, intact: false });
    expect(parse('{"version":0,"items":["old"]}')).toEqual({ value: ['old'], version: 0, intact: true });
  });

  it('reads the version before the shape: a newer one in another shape is newer, never malformed', () => {
    const parsed = parse('{"version":2,"items":{"a":{"notify":"sms"}}}');
    expect(parsed).toEqual({ value: [], version: 2, intact: true });
    expect(isNewer(parsed, 1)).toBe(true);
    expect(parse('{"version":2,"items":["kept"]}')).toEqual({ value: ['kept'], version: 2, intact: true });
  });

  it('never throws, whatever is stored, even when a reader does on a newer value', () => {
    const throwing: ReadVersion<number> = () => {
      throw new Error('unknown shape');
    };
    expect(parseVersioned('{"version":9}', 1, 0, throwing)).toEqual({ value: 0, version: 9, intact: true });
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.jsonValue().map((value) => JSON.stringify(value)),
        ),
        (raw) => {
          const parsed = parse(raw);
          expect(Array.isArray(parsed.value)).toBe(true);
        },
      ),
    );
  });
});
