import { useStore } from 'zustand';
import { browserStore } from '@/lib/stores/browser-store';
import { sameRoute, WATCHLIST_KEY, type WatchedRoute } from './watchlist-keys';

// The watched routes of this browser, shared by every watch button and the watchlist panel. The
// storage module (and zod with it) loads only when this browser holds a watchlist, another tab
// saves one, or the visitor watches a route: a first visit never downloads or runs it.

export type WatchlistProblem = 'blocked' | 'full' | 'newer' | 'unavailable';
export type WatchlistState = {
  routes: WatchedRoute[];
  /** Why the last change could not be saved. */
  problem: WatchlistProblem | null;
  /** A stored value we could not fully read was copied to a backup key. */
  keptAside: boolean;
};

// Also what a first visit keeps: the state stays this very object until there is something to show,
// so the page's many watch buttons do not all render again after hydration.
const store = browserStore<WatchlistState>({ routes: [], problem: null, keptAside: false }, start);
const set = (next: Partial<WatchlistState>) => store.setState(next);

type StorageModule = typeof import('./watchlist-storage');
let loading: Promise<StorageModule> | null = null;

function refresh(storage: StorageModule) {
  const read = storage.readWatchlist();
  set({ routes: read.routes, keptAside: store.getState().keptAside || read.keptAside });
}

function load(): Promise<StorageModule> {
  loading ??= import('./watchlist-storage').then(
    (storage) => {
      refresh(storage);
      return storage;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

const unavailable = () => set({ problem: 'unavailable' });

/** Whether storage may hold a watchlist (a browser that refuses to say is read properly). */
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

/** Applies `change` to what storage holds now (another tab may have changed it) and saves it. */
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
