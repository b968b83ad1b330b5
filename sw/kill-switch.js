// The kill switch (docs/offline.md): served at /sw.js in place of the worker. Browsers that have
// the worker fetch this as its update; it takes over at once, deletes every cache the worker
// wrote and unregisters itself, so the site is plain network again. Open pages are not reloaded
// (a form keeps what was typed); their next load comes from the network.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('vayu-')).map((key) => caches.delete(key))))
      .then(() => self.registration.unregister()),
  );
});
