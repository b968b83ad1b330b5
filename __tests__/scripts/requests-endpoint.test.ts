import { endpointFromMeta, parseEndpoint } from '@/lib/requests/endpoint-meta.mjs';
import { finishPage } from '@/scripts/lib/page-policy.mjs';

const page = '<!DOCTYPE html><html><head><meta charSet="utf-8"/><script>boot()</script></head><body></body></html>';
const connectSrc = (html: string) => /connect-src ([^;"]*)/.exec(html)?.[1];

describe('parseEndpoint', () => {
  it('is null without a value', () => {
    expect(parseEndpoint(undefined)).toBeNull();
    expect(parseEndpoint('  ')).toBeNull();
  });

  it('takes https anywhere, and plain http only for localhost and 127.0.0.1', () => {
    expect(parseEndpoint('https://forms.example.com/f/abc')).toEqual({
      url: 'https://forms.example.com/f/abc',
      origin: 'https://forms.example.com',
    });
    expect(parseEndpoint('http://127.0.0.1:8080/r')?.origin).toBe('http://127.0.0.1:8080');
    expect(parseEndpoint('http://localhost/r')?.origin).toBe('http://localhost');
    expect(() => parseEndpoint('http://forms.example.com/f')).toThrow(/must use https/);
    expect(() => parseEndpoint('http://127.0.0.1.evil.example/')).toThrow(/must use https/);
    expect(() => parseEndpoint('javascript:alert(1)')).toThrow(/must use https/);
  });

  it('refuses what is not a URL, credentials and fragments, naming the variable', () => {
    expect(() => parseEndpoint('forms.example.com')).toThrow(/NEXT_PUBLIC_REQUESTS_ENDPOINT is not a URL/);
    expect(() => parseEndpoint('https://user:pw@forms.example.com/')).toThrow(/credentials/);
    expect(() => parseEndpoint('https://forms.example.com/#x')).toThrow(/fragment/);
  });

  it('reads a page’s meta, and nothing from a tampered one', () => {
    expect(endpointFromMeta('https://forms.example.com/f')?.origin).toBe('https://forms.example.com');
    expect(endpointFromMeta('http://evil.example/')).toBeNull();
    expect(endpointFromMeta(null)).toBeNull();
  });
});

describe('finishPage', () => {
  it('allows no other origin to connect without an endpoint', () => {
    const html = finishPage(page, null);
    expect(connectSrc(html)).toBe("'self'");
    expect(html).not.toContain('vayu-requests-endpoint');
  });

  it('names exactly the endpoint’s origin, and writes its URL for the browser', () => {
    const html = finishPage(page, parseEndpoint('https://forms.example.com/f/abc?x=1&y="2"'));
    expect(connectSrc(html)).toBe("'self' https://forms.example.com");
    expect(html).toContain(
      '<meta name="vayu-requests-endpoint" content="https://forms.example.com/f/abc?x=1&amp;y=%222%22"/>',
    );
  });

  it('can point a finished page at another endpoint, or at none, keeping its script hashes', () => {
    const first = finishPage(page, parseEndpoint('https://a.example/r'));
    const second = finishPage(first, parseEndpoint('https://b.example/r'));
    expect(connectSrc(second)).toBe("'self' https://b.example");
    expect(second.match(/vayu-requests-endpoint/g)).toHaveLength(1);
    expect(second.match(/Content-Security-Policy/g)).toHaveLength(1);
    const scriptSrc = (html: string) => /script-src ([^;]*)/.exec(html)?.[1];
    expect(scriptSrc(second)).toBe(scriptSrc(finishPage(page, null)));
    expect(finishPage(second, null)).toBe(finishPage(page, null));
  });
});
