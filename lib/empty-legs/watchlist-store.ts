import { useStore } from 'zustand';
import { onUse } from '@/lib/on-use';
import { browserStore } from '@/lib/stores/browser-store';
import { sameRoute, WATCHLIST_KEY, type WatchedRoute } from './watchlist-keys';
import type * as WatchlistStorage from './watchlist-storage';

// Storage (and zod) loads only once there is a watchlist to read or save: a first visit never downloads it.

export type WatchlistProblem = 'blocked' | 'full' | 'newer' | 'unavailable';
export type WatchlistState = {
  routes: WatchedRoute[];
  problem: WatchlistProblem | null;
  keptAside: boolean;
};

const store = browserStore<WatchlistState>({ routes: [], problem: null, keptAside: false }, start);
const set = (next: Partial<WatchlistState>) => store.setState(next);

type StorageModule = typeof WatchlistStorage;

// Read once, when the storage code first arrives.
const load = onUse<StorageModule>(() =>
  import('./watchlist-storage').then((storage) => {
    refresh(storage);
    return storage;
  }),
);

function refresh(storage: StorageModule) {
  const read = storage.readWatchlist();
  set({ routes: read.routes, keptAside: store.getState().keptAside || read.keptAside });
}

const unavailable = () => set({ problem: 'unavailable' });

function mayHoldWatchlist(): boolean {
  try {
    return window.localStorage.getItem(WATCHLIST_KEY) !== null;
  } catch {
    return true;
  }
}

let listening = false;
function start() {
  if (!listening) {
    listening = true;
    window.addEventListener('storage', (event) => {
      if (event.key === null || event.key === WATCHLIST_KEY) load().then(refresh, unavailable);
    });
  }
  if (mayHoldWatchlist()) load().catch(unavailable);
}

async function update(change: (routes: WatchedRoute[]) => WatchedRoute[]): Promise<WatchlistProblem | null> {
  let storage: StorageModule;
  try {
    storage = await load();
  } catch {
    set({ problem: 'unavailable' });
    return 'unavailable';
  }
  const current = storage.readWatchlist();
  const next = change(current.routes);
  const result = storage.writeWatchlist(next);
  const keptAside = store.getState().keptAside || current.keptAside;
  if (!result.ok) {
    set({ routes: current.routes, problem: result.reason, keptAside });
    return result.reason;
  }
  set({ routes: next, problem: null, keptAside });
  return null;
}

export const watchRoute = (route: WatchedRoute) =>
  update((routes) => (routes.some((kept) => sameRoute(kept, route)) ? routes : [...routes, route]));

export const unwatchRoute = (route: WatchedRoute) =>
  update((routes) => routes.filter((kept) => !sameRoute(kept, route)));

export const useWatchlist = (): WatchlistState => useStore(store);
