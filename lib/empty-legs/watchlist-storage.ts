import { watchRouteSchema } from '@/lib/schemas/forms/watch-route';
import { isNewer, parseVersioned } from '@/lib/storage/versioned';
import {
  sameRoute,
  WATCHLIST_KEY,
  WATCHLIST_VERSION,
  watchlistBackupPrefix,
  type WatchedRoute,
} from './watchlist-keys';

export type WatchlistFailure = 'blocked' | 'full' | 'newer';
export type WatchlistRead = { routes: WatchedRoute[]; blocked: boolean; newer: boolean; keptAside: boolean };
export type WatchlistWrite = { ok: true } | { ok: false; reason: WatchlistFailure };
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

function local(): Storage | null {
  try {
    const storage = window.localStorage;
    storage.getItem(WATCHLIST_KEY);
    return storage;
  } catch {
    return null;
  }
}

function failureOf(error: unknown): WatchlistFailure {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' ? 'full' : 'blocked';
}

function keepAside(storage: Storage, raw: string): WatchlistWrite {
  for (let index = 0; index < storage.length; index += 1) {
    const name = storage.key(index);
    if (name?.startsWith(watchlistBackupPrefix) && storage.getItem(name) === raw) return { ok: true };
  }
  // Never reuse a backup's name: two backups in the same millisecond (or a frozen clock) must both survive.
  let name = `${watchlistBackupPrefix}${Date.now()}`;
  for (let copy = 2; storage.getItem(name) !== null; copy += 1) name = `${watchlistBackupPrefix}${Date.now()}-${copy}`;
  try {
    storage.setItem(name, raw);
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: failureOf(error) };
  }
}

export function readWatchlist(): WatchlistRead {
  const storage = local();
  if (!storage) return { routes: [], blocked: true, newer: false, keptAside: false };
  const raw = storage.getItem(WATCHLIST_KEY);
  const parsed = parseWatchlist(raw);
  const keptAside = raw !== null && !parsed.intact && keepAside(storage, raw).ok;
  return { routes: parsed.routes, blocked: false, newer: isNewer(parsed, WATCHLIST_VERSION), keptAside };
}

export function writeWatchlist(routes: readonly WatchedRoute[]): WatchlistWrite {
  const storage = local();
  if (!storage) return { ok: false, reason: 'blocked' };
  const raw = storage.getItem(WATCHLIST_KEY);
  const current = parseWatchlist(raw);
  if (isNewer(current, WATCHLIST_VERSION)) return { ok: false, reason: 'newer' };
  if (raw !== null && !current.intact) {
    const saved = keepAside(storage, raw);
    if (!saved.ok) return saved;
  }
  try {
    storage.setItem(WATCHLIST_KEY, JSON.stringify({ version: WATCHLIST_VERSION, routes }));
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: failureOf(error) };
  }
}
