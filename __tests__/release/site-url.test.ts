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

describe('reserved addresses written to slip past a reader', () => {
  it.each([
    ['a scheme-less address', 'See //vayujets.example/fleet/ for more.', '//vayujets.example'],
    ['an ideographic full stop', 'Visit https://vayujets。example/ today', 'https://vayujets。example'],
    ['full-width letters and dot', 'Visit ｖａｙｕｊｅｔｓ．ｅｘａｍｐｌｅ today', 'ｖａｙｕｊｅｔｓ．ｅｘａｍｐｌｅ'],
    ['a full-width e-mail domain', 'Write to desk@vayujets．example', 'desk@vayujets．example'],
    ['the backslash-@ trick', 'Book at https://vayujets.example\\@vayujets.com/', 'https://vayujets.example'],
    ['an e-mail on localhost', 'Write to desk@localhost', 'desk@localhost'],
    ['a bare IP address', 'The desk is at 192.168.1.20 on the LAN', '192.168.1.20'],
    ['an IP address in decimal', 'Open http://2130706433/ now', 'http://2130706433'],
    ['a percent-escaped host', 'Open https://vayujets%2Eexample/ now', 'https://vayujets%2Eexample'],
  ])('finds %s', (_, text, address) => {
    expect(reservedAddresses(text)).toEqual([address]);
  });

  it('still leaves real addresses, versions and prose alone', () => {
    expect(reservedAddresses('desk@vayujets.com, //www.vayujets.com/, v1.2.3, ９ seats, 2.5 hours')).toEqual([]);
  });
});
