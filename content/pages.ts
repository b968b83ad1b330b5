import data from '@/content/data/pages.json';
import type { PagesContent } from '@/lib/schemas/content/pages';
import { ROUTES } from '@/lib/site-links';

// Each route's title (the brand is appended by the layout), search description and opening words,
// in content/data/pages.json (edited at /admin/, "Pages"). A company figure is named by
// placeholder ({flights}). Each page's address is code (ROUTES), added here, not words to edit.

/** Each page's words with its address from the table of routes. */
export function withAddresses<T extends Record<keyof PagesContent, object>>(words: T) {
  const entries = Object.entries(words).map(([key, page]) => [
    key,
    { ...page, path: ROUTES[key as keyof T & keyof typeof ROUTES] },
  ]);
  return Object.fromEntries(entries) as { [K in keyof T]: T[K] & { path: (typeof ROUTES)[K & keyof typeof ROUTES] } };
}

export const pages = withAddresses(data as PagesContent);
