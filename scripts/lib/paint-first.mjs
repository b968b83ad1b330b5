// Paint first, then fetch and run the framework. Next emits its chunks as <script async> in the
// head, so on a phone their ~160 KiB download competes with the stylesheet and fonts that the
// first paint needs, and on a fast connection their evaluation (React, hydration) runs ahead of
// that paint. Every page is complete, readable HTML without them, so one small inline script adds
// the chunks as soon as the first contentful paint has been presented. Hidden tabs and browsers
// without paint timing add them at once; a timer caps the wait.
//
// The page's hydration data (Next's flight payload, about half of the HTML) follows the same way.
// Next inlines it as `self.__next_f.push([1, "…"])` scripts and also writes it, byte for byte, to
// the page's index.txt. A page whose inline payload matches that file loses the inline copy: the
// loader fetches the file when it adds the chunks (which it preloads meanwhile, one per task: each
// preload costs a phone's main thread a few milliseconds), and adds them once the payload is in
// place, so the HTML before the first paint is markup only. A payload that does not match stays
// inline.
//
// Until React has hydrated, a form submitted with Enter or its button does nothing natively (every
// form is method="dialog", so no field can reach a URL); the loader marks it data-pending-submit,
// CSS shows a "still loading" note, and the form submits again once it is live (usePendingSubmit).
//
// The payload and every chunk are tried again after 1, 3 and 9 seconds. When one still fails, the
// loader gives up honestly: it marks <html data-load-failed>, and CSS shows the page's "could not
// finish loading" notice with its Reload button (wired here) in place of the "still loading" note.
// When the browser comes back online it clears the mark and tries what failed once more.

import { LOAD_FAILED_ATTRIBUTE, PENDING_SUBMIT_ATTRIBUTE, RELOAD_ATTRIBUTE } from '../../lib/shell/pending-submit.mjs';

const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
// One inline piece of the flight payload; the capture is a JSON string literal.
const FLIGHT_SCRIPT = /<script>self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)<\/script>/g;
const FLIGHT_BOOTSTRAP = '<script>(self.__next_f=self.__next_f||[]).push([0])</script>';

export const PAINT_WAIT_CAP_MS = 3000;

/**
 * Whether the build rewrites pages for paint-first loading: on unless PAINT_FIRST is 0, false, off
 * or no. The switch exists for the day a Next release changes the markup this file rewrites.
 */
export function paintFirstEnabled(value) {
  return !/^(0|false|off|no)$/i.test(String(value ?? '').trim());
}
/** Delays before each new try at the payload or a chunk when the network fails; then the page says so. */
export const FLIGHT_RETRY_MS = [1000, 3000, 9000];

/**
 * The inline loader for the given chunk URLs and, when the page's flight payload was moved out, the
 * URL to fetch it from (scripts/rewrite-export.mjs hashes the loader into the page's CSP).
 */
export function paintFirstLoader(sources, flightUrl = null) {
  return (
    `(function(s,f,w){var d=document,h=d.documentElement,done=0,q=[];` +
    `addEventListener("submit",function(e){if(!e.defaultPrevented&&!h.hasAttribute("data-hydrated"))e.target.setAttribute("${PENDING_SUBMIT_ATTRIBUTE}","")});` +
    // Gave up: say so, and keep what to try again for when the browser is back online.
    `function lost(a){h.setAttribute("${LOAD_FAILED_ATTRIBUTE}","");q.push(a)}` +
    `addEventListener("online",function(){var a=q;q=[];if(a.length){h.removeAttribute("${LOAD_FAILED_ATTRIBUTE}");a.forEach(function(g){g()})}});` +
    `addEventListener("click",function(e){var b=e.target;b&&b.closest&&b.closest("[${RELOAD_ATTRIBUTE}]")&&location.reload()});` +
    `function tag(n,u,k){var e=d.createElement(n);if(n==="link"){e.rel="preload";e.as="script";e.href=u}else{e.src=u;e.async=true;k=k||0;e.onerror=function(){e.remove();k<w.length?setTimeout(tag,w[k],n,u,k+1):lost(function(){tag(n,u)})}}d.head.appendChild(e)}` +
    `function add(){s.forEach(function(u){tag("script",u)})}` +
    `function use(t){(self.__next_f=self.__next_f||[]).push([1,t]);add()}` +
    `function get(n){fetch(f).then(function(r){if(!r.ok)throw r.status;return r.text()}).then(function(t){d.readyState==="loading"?d.addEventListener("DOMContentLoaded",function(){use(t)}):use(t)},function(){n<w.length?setTimeout(get,w[n],n+1):lost(function(){get(0)})})}` +
    `function go(){if(done)return;done=1;if(!f)return add();get(0);var i=0;(function next(){tag("link",s[i++]);i<s.length&&setTimeout(next)})()}` +
    `var P=window.PerformanceObserver;` +
    `if(d.visibilityState!=="visible"||!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")<0){go();return}` +
    `new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}}).observe({type:"paint",buffered:true});` +
    `setTimeout(go,${PAINT_WAIT_CAP_MS})` +
    `})(${JSON.stringify(sources)},${JSON.stringify(flightUrl)},${JSON.stringify(FLIGHT_RETRY_MS)})`
  );
}

/** The text of a page's inline flight payload, in order ('' for a page without one). */
export function inlineFlight(html) {
  return [...html.matchAll(FLIGHT_SCRIPT)].map((match) => JSON.parse(match[1])).join('');
}

/**
 * Moves a page's flight payload out of its HTML when `flight.text` (the page's index.txt) is exactly
 * the inline payload and the page bootstraps it the way the loader expects; otherwise leaves it.
 */
function moveFlight(html, flight) {
  if (!flight || !html.includes(FLIGHT_BOOTSTRAP) || inlineFlight(html) !== flight.text) return { html, url: null };
  return { html: html.replace(FLIGHT_SCRIPT, ''), url: flight.url };
}

/** The chunk URLs a rewritten page's loader adds (empty for a page that was not rewritten). */
export function paintFirstSources(html) {
  const list = /\}\)\((\["\/_next\/static\/[^\]]*\])/.exec(html)?.[1];
  return list ? JSON.parse(list) : [];
}

/**
 * Rewrites one exported page; a page without chunk scripts (or already rewritten) is unchanged.
 * `flight` ({ url, text }: the page's index.txt) lets the payload leave the HTML when it matches.
 */
export function paintFirst(html, flight = null) {
  const sources = [...html.matchAll(CHUNK_SCRIPT)].map((match) => match[1]);
  if (!sources.length) return html;
  const moved = moveFlight(html, flight);
  let first = true;
  return moved.html.replace(CHUNK_SCRIPT, () => {
    if (!first) return '';
    first = false;
    return `<script>${paintFirstLoader(sources, moved.url)}</script>`;
  });
}

/** The URL a rewritten page's loader fetches its flight payload from (null when it stayed inline). */
export function paintFirstFlightUrl(html) {
  const url = /\}\)\(\["\/_next\/static\/[^\]]*\],("[^"]*"|null)/.exec(html)?.[1];
  return url ? JSON.parse(url) : null;
}
