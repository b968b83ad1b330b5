import { isKeptRequest, pagesCache } from '@/sw/cache-rules';

const ORIGIN = 'https://vayujets.example';
const request = (method: string, headers: Record<string, string> = {}) => ({ method, headers: new Headers(headers) });
const kept = (method: string, url: string, headers?: Record<string, string>) =>
  isKeptRequest(request(method, headers), new URL(url), ORIGIN);

describe('what the service worker may keep', () => {
  it('keeps the site’s own GETs', () => {
    expect(kept('GET', `${ORIGIN}/book/`)).toBe(true);
    expect(kept('GET', `${ORIGIN}/_next/static/chunks/a.js`)).toBe(true);
  });

  it('never keeps another method, another origin (the requests endpoint) or a request with credentials', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'HEAD'])
      expect(kept(method, `${ORIGIN}/book/`)).toBe(false);
    expect(kept('GET', 'https://forms.example.com/f/abc123')).toBe(false);
    expect(kept('GET', 'http://vayujets.example/book/')).toBe(false);
    expect(kept('GET', `${ORIGIN}/dashboard/`, { Authorization: 'Bearer x' })).toBe(false);
  });

  it('keeps visited pages in a cache of their own build', () => {
    expect(pagesCache('a1')).not.toBe(pagesCache('b2'));
    expect(pagesCache('a1').startsWith(pagesCache(''))).toBe(true);
  });
});
