// Paint first, then fetch and run the framework. Next emits its chunks as <script async> in the
// head, so on a phone their ~160 KiB download competes with the stylesheet and fonts that the
// first paint needs, and on a fast connection their evaluation (React, hydration) runs ahead of
// that paint. Every page is complete, readable HTML without them, so one small inline script adds
// the chunks as soon as the first contentful paint has been presented. Hidden tabs and browsers
// without paint timing add them at once; a timer caps the wait.
//
// Until React has hydrated, a form submitted with Enter or its button does nothing natively (every
// form is method="dialog", so no field can reach a URL); the loader marks it data-pending-submit,
// CSS shows a "still loading" note, and the form submits again once it is live (usePendingSubmit).

import { PENDING_SUBMIT_ATTRIBUTE } from './pending-submit.mjs';

const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;

export const PAINT_WAIT_CAP_MS = 3000;

/** The inline loader for the given chunk URLs (scripts/rewrite-export.mjs hashes it into the page's CSP). */
export function paintFirstLoader(sources) {
  return (
    `(function(s){var d=document,done=0;` +
    `addEventListener("submit",function(e){if(!e.defaultPrevented&&!d.documentElement.hasAttribute("data-hydrated"))e.target.setAttribute("${PENDING_SUBMIT_ATTRIBUTE}","")});` +
    `function go(){if(done)return;done=1;s.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=true;d.head.appendChild(e)})}` +
    `var P=window.PerformanceObserver;` +
    `if(d.visibilityState!=="visible"||!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")<0){go();return}` +
    `new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}}).observe({type:"paint",buffered:true});` +
    `setTimeout(go,${PAINT_WAIT_CAP_MS})` +
    `})(${JSON.stringify(sources)})`
  );
}

/** The chunk URLs a rewritten page's loader adds (empty for a page that was not rewritten). */
export function paintFirstSources(html) {
  const list = /\}\)\((\["\/_next\/static\/[^\]]*\])\)<\/script>/.exec(html)?.[1];
  return list ? JSON.parse(list) : [];
}

/** Rewrites one exported page; a page without chunk scripts (or already rewritten) is unchanged. */
export function paintFirst(html) {
  const sources = [...html.matchAll(CHUNK_SCRIPT)].map((match) => match[1]);
  if (!sources.length) return html;
  let first = true;
  return html.replace(CHUNK_SCRIPT, () => {
    if (!first) return '';
    first = false;
    return `<script>${paintFirstLoader(sources)}</script>`;
  });
}
