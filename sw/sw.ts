/// <reference lib="webworker" />
// The service worker (docs/offline.md), bundled by scripts/build-sw.mjs with esbuild; Serwist's
// injectManifest then writes the build's precache list in place of self.__SW_MANIFEST.
import {
  CacheableResponsePlugin,
  CacheFirst,
  ExpirationPlugin,
  Serwist,
  StaleWhileRevalidate,
  type PrecacheEntry,
  type SerwistPlugin,
} from 'serwist';
import { deliverKept, SYNC_TAG } from '../lib/offline/background-delivery';
import { isKeepMessage } from '../lib/offline/keep-message';
import { keptStore } from '../lib/offline/kept-db';
import { OFFLINE_PAGE } from '../lib/offline/offline-routes.mjs';
import { PHOTO_CDN } from '../lib/photo-cdn.mjs';
import { deployedEndpoint, targetOf } from '../lib/requests/deployed';
import { endpointFromMeta } from '../lib/requests/endpoint-meta.mjs';
import { OUTBOX_KEY } from '../lib/requests/outbox-key';
import { postRequest } from '../lib/requests/send';
import { CACHE_PREFIX, isKeptRequest, isKeptResponse, pagesCache } from './cache-rules';
import { KEEP_RULES } from './keep-plugins';

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] | undefined };
/** The export's build id, written in by the build step (esbuild `define`). */
declare const BUILD_ID: string;
/** The rest of what is kept offline (pages and their files), fetched only when a page asks. */
declare const REST_URLS: string[];
/** The requests endpoint of the export this worker was built for (null: none), written in the same way. */
declare const REQUESTS_ENDPOINT: string | null;

const DAY = 24 * 60 * 60;
const PAGES = pagesCache(BUILD_ID);
const STATIC = `${CACHE_PREFIX}-next-static`;
const PHOTO_ORIGIN = new URL(PHOTO_CDN).origin;

// A page or its data is kept only when it comes from this worker's build (its HTML carries the
// build's id in a meta tag, Next's data names it), so a kept page never asks for scripts that
// this worker has not precached. The key drops the query: the host serves the same file anyway,
// and nothing in an address is stored.
const thisBuildOnly: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) =>
    response.status === 200 && (await response.clone().text()).includes(BUILD_ID) ? response : null,
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    url.search = '';
    return url.href;
  },
};

// The CDN's photos are fetched with CORS (it allows any origin), so the worker can read their
// status; should CORS fail, the page's own request is sent as it was, and nothing is kept.
const readablePhotos: SerwistPlugin = {
  requestWillFetch: async ({ request }) =>
    new URL(request.url).origin === PHOTO_ORIGIN && request.mode === 'no-cors'
      ? new Request(request.url, {
          mode: 'cors',
          credentials: 'omit',
          headers: { Accept: request.headers.get('Accept') ?? 'image/*' },
        })
      : request,
  handlerDidError: async ({ request }) =>
    new URL(request.url).origin === PHOTO_ORIGIN ? fetch(request).catch(() => undefined) : undefined,
};

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // Any query (Next's `_rsc`, a campaign tag) still finds the precached page: they are static files.
  precacheOptions: { cleanupOutdatedCaches: true, ignoreURLParametersMatching: [/.*/], plugins: KEEP_RULES.precache },
  cacheId: CACHE_PREFIX,
  // An open page keeps the worker that served it until its visitor chooses Reload.
  skipWaiting: false,
  clientsClaim: false,
  runtimeCaching: [
    {
      matcher: ({ request, url }) =>
        isKeptRequest(request, url, self.location.origin) &&
        (request.mode === 'navigate' || url.pathname.endsWith('.txt')),
      handler: new StaleWhileRevalidate({
        cacheName: PAGES,
        plugins: [
          ...KEEP_RULES.pages,
          thisBuildOnly,
          new ExpirationPlugin({ maxEntries: 40, purgeOnQuotaError: true }),
        ],
      }),
    },
    {
      // Content-hashed: a file never changes, so the first copy is kept (an older tab's chunks too).
      matcher: ({ request, url }) =>
        isKeptRequest(request, url, self.location.origin) && url.pathname.startsWith('/_next/static/'),
      handler: new CacheFirst({
        cacheName: STATIC,
        plugins: [
          ...KEEP_RULES.static,
          new CacheableResponsePlugin({ statuses: [200] }),
          new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
        ],
      }),
    },
    {
      // Photos: the site's own and the photo CDN's, capped in number and age.
      matcher: ({ request, url }) =>
        request.destination === 'image' &&
        (isKeptRequest(request, url, self.location.origin) ||
          (request.method === 'GET' && url.origin === PHOTO_ORIGIN)),
      handler: new CacheFirst({
        cacheName: `${CACHE_PREFIX}-photos`,
        plugins: [
          readablePhotos,
          // A photo is kept only once it loaded, and only an image: a failed one is asked for again next visit.
          ...KEEP_RULES.photos,
          new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
        ],
      }),
    },
  ],
  // Any page that was never kept shows the offline page: numbers first, then what does work.
  fallbacks: { entries: [{ url: OFFLINE_PAGE, matcher: ({ request }) => request.mode === 'navigate' }] },
});

// The kept pages of an older build go when this worker takes over: their scripts are gone.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((key) => key.startsWith(pagesCache('')) && key !== PAGES).map((key) => caches.delete(key)),
        ),
      ),
  );
});

// Into the caches the routes above read, by their rules: a page (and its data) of this build only,
// keyed without its query; a content-hashed file once.
async function keep(address: string) {
  const url = new URL(address, self.location.origin);
  if (url.origin !== self.location.origin) return;
  url.search = '';
  url.hash = '';
  const page = !url.pathname.startsWith('/_next/static/');
  const cache = await caches.open(page ? PAGES : STATIC);
  if (await cache.match(url.href)) return;
  const response = await fetch(url.href, { credentials: 'same-origin' });
  if (!isKeptResponse(response)) return;
  if (page && !(await response.clone().text()).includes(BUILD_ID)) return;
  await cache.put(url.href, response);
}

// A few at a time, so keeping the rest never crowds out what the visitor is loading.
async function keepAll(addresses: readonly string[]) {
  const queue = [...addresses];
  const next = async (): Promise<void> => {
    const address = queue.shift();
    if (address === undefined) return;
    await keep(address).catch(() => {});
    return next();
  };
  await Promise.all([next(), next(), next()]);
}

// The page being read (right after install, no input needed) and, after the first input, the rest.
self.addEventListener('message', (event) => {
  if (!isKeepMessage(event.data)) return;
  const addresses = event.data.rest ? REST_URLS : (event.data.urls ?? []).filter((url) => typeof url === 'string');
  const done = keepAll(addresses);
  event.waitUntil(done);
  void done.then(() => event.ports[0]?.postMessage(true));
});

// Requests kept offline, delivered when the connection returns even with every tab closed, under
// the outbox's own lock so a page never sends one at the same time (docs/offline.md), to this
// build's endpoint only while the site still has it. Where a send fails for the network, the
// rejected promise lets the browser try the sync again later.
const OWN_ENDPOINT = endpointFromMeta(REQUESTS_ENDPOINT);
type SyncEvent = ExtendableEvent & { tag: string };
self.addEventListener('sync', ((event: SyncEvent) => {
  if (event.tag !== SYNC_TAG || !navigator.locks) return;
  event.waitUntil(
    deployedEndpoint()
      .then((deployed) =>
        navigator.locks.request(OUTBOX_KEY, () =>
          deliverKept(keptStore, (request, url) => postRequest(request, url), targetOf(OWN_ENDPOINT, deployed)),
        ),
      )
      .then((left) => {
        if (left) throw new Error('kept requests left for a later sync');
      }),
  );
}) as EventListener);

serwist.addEventListeners();
