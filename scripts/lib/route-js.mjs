// First-load JavaScript of each exported route: every <script src> a modern browser fetches for
// the page's HTML (noModule polyfills excluded) and every chunk its paint-first loader adds,
// measured gzipped as a CDN would serve it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { paintFirstSources } from './paint-first.mjs';

// Every journal article is the same page template with other words: the first article file (by
// name) stands for them all in the budgets and the per-route checks. Read from the working
// directory (the repository root, for npm scripts and Playwright): Playwright loads this module as
// CommonJS, where import.meta does not exist.
const firstArticle = readdirSync(path.join(process.cwd(), 'content/articles'))
  .filter((name) => name.endsWith('.md'))
  .sort()[0];
export const ARTICLE_ROUTE = `/blog/${firstArticle.replace(/\.md$/, '')}/`;

export const ROUTES = [
  '/',
  '/about/',
  '/services/',
  '/book/',
  '/fleet/',
  '/gallery/',
  '/blog/',
  '/contact/',
  '/login/',
  '/signup/',
  '/forgot-password/',
  '/dashboard/',
  '/safety/',
  '/empty-legs/',
  '/air-ambulance/',
  ARTICLE_ROUTE,
  '/privacy/',
  '/terms/',
  '/accessibility/',
  '/routes/',
  '/routes/mumbai-to-goa/',
  '/private-jet-charter-cost/',
  // One page of each generated type: every page of a type ships the same chunks.
  '/fleet/citation-cj3/',
  '/services/on-demand-charter/',
];

export function scriptSources(html) {
  const tags = [...html.matchAll(/<script\b([^>]*)>/gi)]
    .map(([, attributes]) => attributes)
    .filter((attributes) => !/\bnoModule\b/i.test(attributes))
    .map((attributes) => /\bsrc="([^"]+)"/.exec(attributes)?.[1])
    .filter(Boolean);
  return [...tags, ...paintFirstSources(html)];
}

const gzipCache = new Map();
export function gzipBytes(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(file), { level: 6 }).length);
  return gzipCache.get(file);
}

export function routeJs(outDir, route) {
  const htmlFile = path.join(outDir, route, 'index.html');
  if (!existsSync(htmlFile)) throw new Error(`No exported page for ${route} (${htmlFile})`);
  const sources = [...new Set(scriptSources(readFileSync(htmlFile, 'utf8')))];
  const files = sources.map((src) => path.join(outDir, src.split('?')[0]));
  return { route, scripts: files.length, gzip: files.reduce((sum, file) => sum + gzipBytes(file), 0) };
}
