import { isKeptRequest, isKeptResponse, pagesCache } from '@/sw/cache-rules';

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

describe('what answers the service worker may keep', () => {
  const response = (status: number, type: ResponseType, headers: Record<string, string> = {}) => ({
    status,
    type,
    headers: new Headers(headers),
  });

  it('keeps a 200 of the site’s own or a CORS-readable one (the photo CDN’s)', () => {
    expect(isKeptResponse(response(200, 'basic'))).toBe(true);
    expect(isKeptResponse(response(200, 'cors'))).toBe(true);
  });

  it('never keeps an opaque answer: a photo the CDN failed reads status 0 there', () => {
    expect(isKeptResponse(response(0, 'opaque'))).toBe(false);
    expect(isKeptResponse(response(0, 'opaqueredirect'))).toBe(false);
  });

  it('never keeps a failure, a redirect or a partial answer, whoever sent it', () => {
    for (const status of [201, 204, 206, 301, 304, 404, 429, 500, 503])
      for (const type of ['basic', 'cors'] as const) expect(isKeptResponse(response(status, type))).toBe(false);
    expect(isKeptResponse(response(200, 'error'))).toBe(false);
  });

  it('never keeps an answer marked private or not to be stored', () => {
    expect(isKeptResponse(response(200, 'cors', { 'Cache-Control': 'no-store' }))).toBe(false);
    expect(isKeptResponse(response(200, 'basic', { 'Cache-Control': 'max-age=60, private' }))).toBe(false);
    expect(isKeptResponse(response(200, 'basic', { 'Cache-Control': 'public, max-age=31536000' }))).toBe(true);
  });
});
