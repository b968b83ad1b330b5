import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ARTICLE_ROUTE, ROUTES } from '../../scripts/lib/route-js.mjs';

/** Every exported route, in the order the byte budgets list them; one journal article among them. */
export { ARTICLE_ROUTE, ROUTES };

/** The account pages: kept out of the sitemap and search results. */
export const PRIVATE_ROUTES = ['/login/', '/signup/', '/forgot-password/', '/dashboard/'];

/** Every route a visitor reaches without an account (the dashboard sends them to /login/). */
export const PUBLIC_ROUTES = ROUTES.filter((route) => route !== '/dashboard/');

/** The routes in the sitemap. */
export const INDEXED_ROUTES = ROUTES.filter((route) => !PRIVATE_ROUTES.includes(route));

/** The policy pages: one template with other words. */
export const POLICY_ROUTES = ['/privacy/', '/terms/', '/accessibility/'];

/**
 * One page of each type: every route but the second and later policy pages. ROUTES already holds
 * one article, one aircraft, one route and one service page. Checks that depend only on a page's
 * template (axe, the keyboard walk) run on these, not on every instance.
 */
export const ONE_PER_TYPE_ROUTES = ROUTES.filter((route) => !POLICY_ROUTES.slice(1).includes(route));

// Folders of the export that are not addresses: the server answers them 404, as it does any unknown one.
const NOT_ROUTES = new Set(['_next', '404', '_not-found']);
// The content editor at /admin/: the marketers' tool, with its own policy and tests (admin.spec.ts), not a page of the site.
const NOT_SITE_PAGES = new Set(['admin']);

/** Every page in the export (the served folder), found on disk: pages outside the sitemap too. */
export function exportedRoutes(root = path.join(process.cwd(), process.env.EXPORT_DIR || 'out')): string[] {
  const pages = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      if (entry.isDirectory())
        return NOT_ROUTES.has(entry.name) || NOT_SITE_PAGES.has(entry.name) ? [] : pages(path.join(dir, entry.name));
      return entry.name === 'index.html' ? [`/${path.relative(root, dir)}/`.replace(/^\/\/$/, '/')] : [];
    });
  return pages(root).sort();
}
