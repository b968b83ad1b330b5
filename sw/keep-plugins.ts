import type { SerwistPlugin } from 'serwist';
import { isKeptPhoto, isPrecacheable, isStorable } from './cache-rules';

// What each of the worker's caches asks of an answer before keeping it (docs/offline.md), apart
// from sw/sw.ts so jest can put answers through them.

const keepsOnly = (rule: (response: Response) => boolean): SerwistPlugin => ({
  cacheWillUpdate: async ({ response }) => (response && rule(response) ? response : null),
});

/** Each cache's plugins that judge an answer; a cache's own other plugins come after them. */
export const KEEP_RULES = {
  // One refused file fails the worker's install, so nothing at all is kept from that deploy.
  precache: [keepsOnly(isPrecacheable)],
  pages: [keepsOnly(isStorable)],
  static: [keepsOnly(isStorable)],
  photos: [keepsOnly(isKeptPhoto)],
} satisfies Record<string, SerwistPlugin[]>;
