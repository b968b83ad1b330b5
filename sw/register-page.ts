// /sw-register.js: what a page runs once it is idle (docs/offline.md), bundled by
// scripts/build-sw.mjs. Registers the worker, offers Reload when a new version waits, and offers
// the install hint once where the browser makes an install offer. Loaded by the layout's inline
// loader (components/offline/offline-loader.tsx) only on pages stamped with a build id.
import { showInstallHint, showUpdateNotice } from '../components/offline/offline-notices';
import { installHintSeen, rememberInstallHint, type InstallPromptEvent } from '../lib/offline/install-hint';
import { registerWorker } from '../lib/offline/register';

if ('serviceWorker' in navigator) registerWorker(showUpdateNotice);

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
