import { isDemoUrl, reservedAddresses } from '@/lib/release/site-url';

describe('a demo site URL', () => {
  it.each([
    'http://localhost:4173',
    'https://vayujets.example',
    'https://www.vayujets.example/',
    'https://vayujets.test',
    'https://site.invalid',
    'http://app.localhost',
    'https://example.com',
    'https://staging.example.org',
    'http://127.0.0.1:8080',
    'http://[::1]:3000',
  ])('%s is a demo', (url) => {
    expect(isDemoUrl(url)).toBe(true);
  });

  it.each(['https://www.vayujets.com', 'https://vayujets.in', 'https://examples.com', 'https://example.community'])(
    '%s is a real domain',
    (url) => {
      expect(isDemoUrl(url)).toBe(false);
    },
  );
});

describe('reserved addresses in a text', () => {
  it('finds e-mail and web addresses on reserved domains, once each', () => {
    expect(
      reservedAddresses(
        'Write to desk@vayujets.example or desk@vayujets.example, see https://vayujets.example/fleet/ and http://localhost:3000/',
      ),
    ).toEqual(['desk@vayujets.example', 'https://vayujets.example', 'http://localhost']);
  });

  it('finds an address written without an @ or a scheme: a bare host on a reserved domain', () => {
    expect(
      reservedAddresses('Write to desk at vayujets.example, or visit www.vayujets.test/fleet or Example.com.'),
    ).toEqual(['vayujets.example', 'www.vayujets.test', 'Example.com']);
    expect(reservedAddresses('desk(at)mail.vayujets.invalid')).toEqual(['mail.vayujets.invalid']);
  });

  it('finds a URL on a reserved domain whatever its scheme', () => {
    expect(
      reservedAddresses(
        'ftp://files.example.org/brochure.pdf, wss://live.vayujets.test/socket, webcal://vayujets.example/cal.ics and HTTPS://user@VAYUJETS.EXAMPLE/',
      ),
    ).toEqual([
      'ftp://files.example.org',
      'wss://live.vayujets.test',
      'webcal://vayujets.example',
      'HTTPS://user@VAYUJETS.EXAMPLE',
    ]);
  });

  it('leaves file names, versions and prose alone', () => {
    expect(reservedAddresses('config.test.ts, v1.2.3, e.g. a jet, i.e. none, Mumbai. Test flights.')).toEqual([]);
  });

  it('leaves real addresses alone', () => {
    expect(reservedAddresses('desk@vayujets.com, https://www.instagram.com/vayujets, +91 22 6123 4500')).toEqual([]);
  });
});
