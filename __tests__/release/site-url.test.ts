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

  it('leaves real addresses alone', () => {
    expect(reservedAddresses('desk@vayujets.com, https://www.instagram.com/vayujets, +91 22 6123 4500')).toEqual([]);
  });
});
