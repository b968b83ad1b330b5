// The kill switch (docs/offline.md): served at /sw.js in place of the worker. Browsers that have
// the worker fetch this as its update; it takes over at once, deletes every cache and database the
// worker made and unregisters itself, so the site is plain network again. Open pages are not
// reloaded (a form keeps what was typed); their next load comes from the network.

// Every cache, whatever its name: the site writes Cache Storage only through its worker, and Serwist
// names its precache `serwist-precache-v2-…` whatever prefix the worker gives it.
const deleteCaches = () => caches.keys().then((keys) => Promise.all(keys.map((key) => caches.delete(key))));

// The worker's databases: the outbox's mirror (lib/offline/kept-db.ts) and Serwist's expiration
// records, and any other of theirs the browser lists.
const DATABASES = ['vayu-outbox', 'serwist-expiration'];
const isWorkers = (name) => typeof name === 'string' && /^(vayu|serwist)-/.test(name);
// A page of an older build may hold a database open, which delays its deletion until that page
// closes: the switch waits this long, then unregisters all the same.
const DELETE_WAIT_MS = 5_000;

function deleteDatabase(name) {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
    setTimeout(resolve, DELETE_WAIT_MS);
  });
}

async function deleteDatabases() {
  if (typeof indexedDB === 'undefined') return;
  const listed = indexedDB.databases ? await indexedDB.databases().catch(() => []) : [];
  const names = new Set([...DATABASES, ...listed.map((database) => database.name).filter(isWorkers)]);
  await Promise.all([...names].map(deleteDatabase));
}

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    Promise.all([deleteCaches(), deleteDatabases().catch(() => {})]).then(() => self.registration.unregister()),
  );
});
