export const ARTICLE_ROUTE: string;
export const ROUTES: readonly string[];
export function scriptSources(html: string): string[];
export function gzipBytes(file: string): number;
export function routeJs(outDir: string, route: string): { route: string; scripts: number; gzip: number };
