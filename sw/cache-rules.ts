// The worker's rules for what it may keep, apart so jest can check them without a worker.

/** The worker's own caches start with this (Serwist names its precache `serwist-precache-v2-…` regardless). */
export const CACHE_PREFIX = 'vayu';

/** The cache of visited pages belongs to one build: HTML and data of one build together. */
export const pagesCache = (buildId: string) => `${CACHE_PREFIX}-pages-${buildId}`;

/**
 * Only the site's own GETs are ever kept: never a POST or any other method, never another origin
 * (the requests endpoint included), never a request that carries credentials in a header.
 */
export function isKeptRequest(request: Pick<Request, 'method' | 'headers'>, url: URL, origin: string): boolean {
  return request.method === 'GET' && url.origin === origin && !request.headers.has('Authorization');
}

/** A response no server marked private or not to be stored. */
export const isStorable = (response: Pick<Response, 'headers'>) =>
  !/\b(no-store|private)\b/i.test(response.headers.get('Cache-Control') ?? '');

/**
 * Only a response the worker can read and that succeeded is kept: a 200 of the site's own
 * (`basic`) or a CORS-readable one, never an opaque one (its status, a 503 included, reads 0), and
 * never one a server marked private or not to be stored.
 */
export function isKeptResponse(response: Pick<Response, 'status' | 'type' | 'headers'>): boolean {
  return response.status === 200 && (response.type === 'basic' || response.type === 'cors') && isStorable(response);
}

/** A photo is kept only when it is one: a CDN's error page sent with a 200 is not. */
export const isKeptPhoto = (response: Pick<Response, 'status' | 'type' | 'headers'>) =>
  isKeptResponse(response) && /^image\//i.test(response.headers.get('Content-Type') ?? '');

/** The build's own files (the precache): what did not fail and may be stored. */
export const isPrecacheable = (response: Pick<Response, 'status' | 'headers'>) =>
  response.status < 400 && isStorable(response);
