import { BUILD_META, REGISTER_URL } from '@/lib/offline/offline-routes.mjs';

// Once the page has loaded and the browser is idle, adds /sw-register.js (docs/offline.md): no
// first-load script and nothing before the first paint; a reader gets the urgent pages offline,
// the rest waits for the first input. Only a page stamped by the worker's build step loads it, so
// the dev server and a kill-switched build register nothing.
export const OFFLINE_LOADER_SCRIPT = `addEventListener("load",function(){var d=document;d.querySelector('meta[name="${BUILD_META}"]')&&(self.requestIdleCallback||setTimeout)(function(){var s=d.createElement("script");s.src="${REGISTER_URL}";d.body.append(s)},{timeout:2000})})`;

export function OfflineLoader() {
  // A constant of our own, hashed into each page's CSP by the post-build step.
  // eslint-disable-next-line react/no-danger
  return <script dangerouslySetInnerHTML={{ __html: OFFLINE_LOADER_SCRIPT }} />;
}
