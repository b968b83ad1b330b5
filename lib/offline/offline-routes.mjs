// What the service worker keeps for use without a connection (docs/offline.md).

// Pages precached by the worker: open without a connection even before they are visited.
export const OFFLINE_ROUTES = ['/', '/air-ambulance/', '/contact/', '/book/', '/empty-legs/', '/dashboard/'];

// Kept as soon as the worker installs, before the visitor has touched the page: what a family needs with no signal.
export const URGENT_ROUTES = ['/air-ambulance/', '/contact/'];

// The most the urgent set may weigh, gzipped: it is fetched for a visit that only reads.
export const URGENT_BUDGET_BYTES = 150 * 1024;

// Kept pages that open offline only for a signed-in visitor: anyone else is sent to /login/, which is not kept.
export const ACCOUNT_ROUTES = ['/dashboard/'];

// The page any other address shows when it cannot be fetched and was never kept.
export const OFFLINE_PAGE = '/offline/';

export const WORKER_URL = '/sw.js';

export const REGISTER_URL = '/sw-register.js';

// Written into every page by the worker's build step, with the build's id as its content.
export const BUILD_META = 'vayu-offline-build';
