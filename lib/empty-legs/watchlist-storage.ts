import { read, write, type WriteResult } from '@/lib/auth/storage';
import { watchRouteSchema } from '@/lib/schemas/forms/watch-route';
import { parseVersioned, type Parsed } from '@/lib/storage/versioned';
import { sameRoute, WATCHLIST_KEY, WATCHLIST_VERSION, type WatchedRoute } from './watchlist-keys';

export type WatchlistRead = { routes: WatchedRoute[]; blocked: boolean; newer: boolean; keptAside: boolean };
export type WatchlistWrite = WriteResult;
export type ParsedWatchlist = { routes: WatchedRoute[]; version: number | null; intact: boolean };

export function parseWatchlist(raw: string | null): ParsedWatchlist {
  const parsed = parseVersioned<WatchedRoute[]>(raw, WATCHLIST_VERSION, [], (json) => {
    if (!Array.isArray(json.routes)) return { value: [], intact: false };
    const routes: WatchedRoute[] = [];
    let intact = true;
    for (const item of json.routes) {
      const route = watchRouteSchema.safeParse(item);
      if (!route.success || routes.some((kept) => sameRoute(kept, route.data))) intact = false;
      else routes.push({ from: route.data.from, to: route.data.to });
    }
    return { value: routes, intact };
  });
  return { routes: parsed.value, version: parsed.version, intact: parsed.intact };
}

const parseStored = (raw: string | null): Parsed<WatchedRoute[]> => {
  const { routes, version, intact } = parseWatchlist(raw);
  return { value: routes, version, intact };
};

export function readWatchlist(): WatchlistRead {
  const { value, blocked, newer, keptAside } = read(WATCHLIST_KEY, parseStored, WATCHLIST_VERSION);
  return { routes: value, blocked, newer, keptAside };
}

export const writeWatchlist = (routes: readonly WatchedRoute[]): WatchlistWrite =>
  write(WATCHLIST_KEY, parseStored, JSON.stringify({ version: WATCHLIST_VERSION, routes }), WATCHLIST_VERSION);
