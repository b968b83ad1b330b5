// The paint-first rewrite finds Next's chunk tags with one exact pattern. If a Next release writes
// them another way, that pattern matches nothing and every page would still load its chunks ahead
// of the first paint, with nothing to say so. This check reads the rewritten page with a loose
// pattern (any attribute order or quoting) so such a change fails the build instead.
import { paintFirstSources } from './paint-first.mjs';

// Any <script> tag whose src is one of Next's JavaScript chunks.
const ANY_CHUNK_TAG = /<script\b[^>]*\bsrc\s*=\s*["']?\/_next\/static\/[^"'\s>]+\.js\b[^>]*>/gi;

/** Chunk tags a modern browser would fetch straight from the HTML (noModule polyfills excluded). */
export function chunkTags(html) {
  return [...html.matchAll(ANY_CHUNK_TAG)].map(([tag]) => tag).filter((tag) => !/\bnomodule\b/i.test(tag));
}

/**
 * Why a rewritten page is wrong, or null when it is right: it must load no chunk with Next's own
 * tags, and a page that hydrates (it carries Next's flight data) must have the paint-first loader.
 */
export function rewriteProblem(html) {
  const left = chunkTags(html);
  if (left.length) {
    return `still carries Next's chunk tags after the rewrite (${left.length}, first: ${left[0]})`;
  }
  if (html.includes('self.__next_f') && !paintFirstSources(html).length) {
    return "has no paint-first loader, though it is a page that hydrates (Next's chunk markup may have changed)";
  }
  return null;
}
