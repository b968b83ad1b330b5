/** @jest-environment node */
import fc from 'fast-check';
import { returnPathFrom, safeReturnPath, withReturnPath } from '@/lib/account/return-path';

describe('safeReturnPath', () => {
  it('keeps a same-site path with its query and hash', () => {
    expect(safeReturnPath('/book/?from=BOM&to=DXB')).toBe('/book/?from=BOM&to=DXB');
    expect(safeReturnPath('/dashboard/#manage-bookings')).toBe('/dashboard/#manage-bookings');
    expect(safeReturnPath('/')).toBe('/');
  });

  it.each([
    '//evil',
    '//evil.example/book/',
    'https://evil',
    'https://evil.example/',
    'http:evil',
    '/\\evil',
    '\\\\evil',
    '/\\/evil',
    '/book\\..\\..\\evil',
    'javascript:alert(1)',
    ' /book/',
    '/\t/evil',
    '/\n/evil',
    'book/',
    '',
    '/..//evil.com/phish',
    '/%2e%2e//evil.com',
    '/%2E%2E//evil.com/phish',
    '/.%2e//evil.com',
    '/a/b/../../..//evil.com',
    '/./..//evil.com',
    '/%2F%2Fevil.com',
    '/%5C%5Cevil.com',
  ])('rejects %j', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it('rejects nothing at all', () => {
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
  });

  it('normalises dot segments but stays on the site', () => {
    expect(safeReturnPath('/a/../../book/')).toBe('/book/');
    expect(safeReturnPath('/../evil.com/phish')).toBe('/evil.com/phish');
  });
});

describe('withReturnPath and returnPathFrom', () => {
  it('round-trips the trip address through the login link', () => {
    const trip = '/book/?tripType=one-way&departure=Mumbai&arrival=Dubai';
    const link = withReturnPath('/login/', trip);
    expect(link).toBe(`/login/?next=${encodeURIComponent(trip)}`);
    expect(returnPathFrom(link.slice('/login/'.length))).toBe(trip);
  });

  it('drops the encodings that resolve to another host, on login and sign-up alike', () => {
    expect(returnPathFrom('?next=%2F%252e%252e%2F%2Fevil.com')).toBeNull();
    expect(returnPathFrom('?next=%2F..%2F%2Fevil.com%2Fphish')).toBeNull();
    expect(returnPathFrom('?next=/%2e%2e//evil.com')).toBeNull();
  });

  it('drops a target it would not accept', () => {
    expect(withReturnPath('/login/', '//evil')).toBe('/login/');
    expect(returnPathFrom('?next=%2F%2Fevil')).toBeNull();
    expect(returnPathFrom('?next=https%3A%2F%2Fevil')).toBeNull();
    expect(returnPathFrom('?next=%2F%5Cevil')).toBeNull();
    expect(returnPathFrom('')).toBeNull();
  });
});

// What a browser opens for the path, from any page of the site, whichever way the router resolves it.
const BASES = ['https://vayu.example/', 'https://vayu.example/login/', 'https://vayu.example/a/b/c'];
const hostilePiece = fc.constantFrom(
  '/',
  '//',
  '\\',
  '..',
  '.',
  '%2e',
  '%2E',
  '%2f',
  '%2F',
  '%5c',
  '%252e',
  '%00',
  '\t',
  '@',
  ':',
  '?',
  '#',
  'evil.com',
  'http:',
  'https://evil.com',
  'javascript:',
  ' ',
  '\u3002',
  '\uFF0F',
  'book',
  '%',
);
const hostile = fc
  .array(fc.oneof(hostilePiece, fc.string({ maxLength: 3 })), { maxLength: 10 })
  .map((parts) => parts.join(''));

// A server or router that decodes once more must still see a path on the site.
const decodedAscii = (path: string) =>
  path.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('safeReturnPath under hostile input', () => {
  it('never returns a path that leaves the site, whatever the encoding', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          hostile,
          hostile.map((tail) => `/${tail}`),
          fc.string(),
        ),
        (value) => {
          const path = safeReturnPath(value);
          if (path === null) return;
          expect(path.startsWith('/')).toBe(true);
          expect(path.startsWith('//')).toBe(false);
          for (const base of BASES) {
            expect(new URL(path, base).origin).toBe('https://vayu.example');
            expect(new URL(decodedAscii(path), base).origin).toBe('https://vayu.example');
          }
        },
      ),
      { numRuns: 5000 },
    );
  });
});
