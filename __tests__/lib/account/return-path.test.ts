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
  ])('rejects %j', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it('rejects nothing at all', () => {
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
  });

  it('normalises dot segments but stays on the site', () => {
    expect(safeReturnPath('/a/../../book/')).toBe('/book/');
  });
});

describe('withReturnPath and returnPathFrom', () => {
  it('round-trips the trip address through the login link', () => {
    const trip = '/book/?tripType=one-way&departure=Mumbai&arrival=Dubai';
    const link = withReturnPath('/login/', trip);
    expect(link).toBe(`/login/?next=${encodeURIComponent(trip)}`);
    expect(returnPathFrom(link.slice('/login/'.length))).toBe(trip);
  });

  it('drops a target it would not accept', () => {
    expect(withReturnPath('/login/', '//evil')).toBe('/login/');
    expect(returnPathFrom('?next=%2F%2Fevil')).toBeNull();
    expect(returnPathFrom('?next=https%3A%2F%2Fevil')).toBeNull();
    expect(returnPathFrom('?next=%2F%5Cevil')).toBeNull();
    expect(returnPathFrom('')).toBeNull();
  });
});
