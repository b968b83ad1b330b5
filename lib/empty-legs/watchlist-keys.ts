export const WATCHLIST_KEY = 'vayu-jets:empty-leg-watchlist';
export const WATCHLIST_VERSION = 1;

export type WatchedRoute = { from: string; to: string };

export const sameRoute = (a: WatchedRoute, b: WatchedRoute) => a.from === b.from && a.to === b.to;
