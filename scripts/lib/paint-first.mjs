// Paint first, then fetch and run the framework (docs/paint-first.md). Next emits its chunks as
// <script async> in the head, where on a phone they compete with what the first paint needs; every
// page is complete HTML without them, so this rewrite replaces them with one inline loader that adds
// them once the first contentful paint is presented. The page's flight payload, which Next inlines
// and also writes byte for byte to the page's index.txt, leaves the HTML when the two match, and the
// loader fetches it; a payload that does not match stays inline.

import { PAINT_FIRST_LOADER } from '../../lib/inline/minified.mjs';

const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
// One inline piece of the flight payload; the capture is a JSON string literal.
const FLIGHT_SCRIPT = /<script>self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)<\/script>/g;
const FLIGHT_BOOTSTRAP = '<script>(self.__next_f=self.__next_f||[]).push([0])</script>';

/**
 * Whether the build rewrites pages for paint-first loading: on unless PAINT_FIRST is 0, false, off
 * or no. The switch exists for the day a Next release changes the markup this file rewrites.
 */
export function paintFirstEnabled(value) {
  return !/^(0|false|off|no)$/i.test(String(value ?? '').trim());
}

// The loader (lib/inline/paint-first-loader.ts) is the same text on every page; what differs is data on its tag.
const LOADER_TAG = /<script data-chunks="([^"]*)"/;

function loaderTag(sources, flightUrl) {
  const flight = flightUrl ? ` data-flight="${flightUrl}"` : '';
  return `<script data-chunks="${sources.join(' ')}"${flight}>${PAINT_FIRST_LOADER}</script>`;
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
  return LOADER_TAG.exec(html)?.[1].split(' ') ?? [];
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
    return loaderTag(sources, moved.url);
  });
}
