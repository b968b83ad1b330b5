import { ENGAGED_ATTRIBUTE, ENGAGED_EVENT } from '@/lib/engagement';
import { BUILD_META, REGISTER_URL } from '@/lib/offline/offline-routes.mjs';

// Once the page has loaded, the visitor has made a first input (lib/engagement.ts) and the browser
// is idle, adds /sw-register.js (docs/offline.md): no first-load script, nothing before the first
// paint, and no precache for a visit that only reads. Only a page stamped by the worker's build
// step loads it, so the dev server and a kill-switched build register nothing.
export const OFFLINE_LOADER_SCRIPT = `addEventListener("load",function(){var d=document;function g(){(self.requestIdleCallback||setTimeout)(function(){var s=d.createElement("script");s.src="${REGISTER_URL}";d.body.append(s)})}d.querySelector('meta[name="${BUILD_META}"]')&&(d.documentElement.hasAttribute("${ENGAGED_ATTRIBUTE}")?g():addEventListener("${ENGAGED_EVENT}",g,{once:!0}))})`;

export function OfflineLoader() {
  // A constant of our own, hashed into each page's CSP by the post-build step.
  // eslint-disable-next-line react/no-danger
  return <script dangerouslySetInnerHTML={{ __html: OFFLINE_LOADER_SCRIPT }} />;
}
