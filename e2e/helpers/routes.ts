import { ARTICLE_ROUTE, ROUTES } from '../../scripts/lib/route-js.mjs';

/** Every exported route, in the order the byte budgets list them; one journal article among them. */
export { ARTICLE_ROUTE, ROUTES };

/** The account pages: kept out of the sitemap and search results. */
export const PRIVATE_ROUTES = ['/login/', '/signup/', '/forgot-password/', '/dashboard/'];

/** Every route a visitor reaches without an account (the dashboard sends them to /login/). */
export const PUBLIC_ROUTES = ROUTES.filter((route) => route !== '/dashboard/');

/** The routes in the sitemap. */
export const INDEXED_ROUTES = ROUTES.filter((route) => !PRIVATE_ROUTES.includes(route));
