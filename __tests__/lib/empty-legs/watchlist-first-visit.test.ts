import { renderHook, waitFor } from '@testing-library/react';
import { WATCHLIST_KEY } from '@/lib/empty-legs/watchlist-keys';
import { useWatchlist } from '@/lib/empty-legs/watchlist-store';

// Its own file: the store keeps module state, and this must be the first thing it sees.
let storageLoaded = false;
jest.mock('@/lib/empty-legs/watchlist-storage', () => {
  storageLoaded = true;
  return jest.requireActual('@/lib/empty-legs/watchlist-storage');
});

describe('the watchlist store on a first visit', () => {
  it('never loads the storage module (nor zod) nor renders again until there is a watchlist to read', async () => {
    localStorage.clear();
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useWatchlist();
    });
    expect(result.current).toEqual({ routes: [], problem: null, keptAside: false });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(storageLoaded).toBe(false);
    expect(renders).toBe(1);

    // Another tab saves a watchlist: now it is read.
    localStorage.setItem(WATCHLIST_KEY, JSON.stringify({ version: 1, routes: [{ from: 'BOM', to: 'GOI' }] }));
    window.dispatchEvent(new StorageEvent('storage', { key: WATCHLIST_KEY }));
    await waitFor(() => expect(result.current.routes).toEqual([{ from: 'BOM', to: 'GOI' }]));
    expect(storageLoaded).toBe(true);
  });
});
