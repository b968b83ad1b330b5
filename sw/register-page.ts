// /sw-register.js: what a page runs once it is idle (docs/offline.md), bundled by
// scripts/build-sw.mjs. Registers the worker, offers Reload when a new version waits, and offers
// the install hint once where the browser makes an install offer. Loaded by the layout's inline
// loader (lib/inline/offline-loader.ts) only on pages stamped with a build id.
import { showInstallHint, showUpdateNotice } from '../components/offline/offline-notices';
import { whenEngaged } from '../lib/engagement';
import { installHintSeen, rememberInstallHint, type InstallPromptEvent } from '../lib/offline/install-hint';
import { filesOfPage, KEEP_MESSAGE, type KeepMessage } from '../lib/offline/keep-message';
import { showKeptPages } from '../lib/offline/kept-pages';
import { registerWorker } from '../lib/offline/register';

type SaveDataConnection = { saveData?: boolean };

/** Asks the active worker to keep something; resolves once it has (or at once without a worker). */
function askToKeep(message: KeepMessage) {
  return navigator.serviceWorker.ready.then(
    (registration) =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        registration.active?.postMessage(message, [channel.port2]);
      }),
  );
}

if ('serviceWorker' in navigator) {
  registerWorker(showUpdateNotice);
  // The page being read stays readable offline, before any input: it was loaded before the worker ran.
  const loaded = [
    ...performance.getEntriesByType('resource').map((entry) => entry.name),
    ...Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'), (script) => script.src),
    ...Array.from(document.querySelectorAll<HTMLLinkElement>('link[href]'), (link) => link.href),
  ];
  const page = [window.location.pathname, ...filesOfPage(loaded, window.location.origin)];
  void askToKeep({ type: KEEP_MESSAGE, urls: page }).then(
    () => (document.documentElement.dataset.offlineKept = 'page'),
  );
  // The rest (about 0.7 MB) only for a visitor who uses the site, and never when they asked to save data.
  whenEngaged(() => {
    if ((navigator as Navigator & { connection?: SaveDataConnection }).connection?.saveData) return;
    void askToKeep({ type: KEEP_MESSAGE, rest: true }).then(
      () => (document.documentElement.dataset.offlineKept = 'all'),
    );
  });
}

// The offline page, shown in place of a page never kept, lists the other pages this device holds.
if ('caches' in window)
  void showKeptPages(document, async (href) => (await caches.match(href, { ignoreSearch: true })) !== undefined);

// If the offer came before this loaded, the browser's own install UI stays, which is as good.
window.addEventListener('beforeinstallprompt', (event) => {
  if (installHintSeen()) return;
  event.preventDefault();
  // Offered once: remembered as soon as it is shown, whether it is answered or not.
  rememberInstallHint();
  showInstallHint(() => void (event as InstallPromptEvent).prompt().catch(() => {}));
});

// The page is listening (the e2e tests wait for it, as they wait for data-hydrated).
document.documentElement.dataset.offlineReady = '';
