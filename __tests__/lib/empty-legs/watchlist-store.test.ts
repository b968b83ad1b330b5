import { act, renderHook, waitFor } from '@testing-library/react';
import { WATCHLIST_KEY } from '@/lib/empty-legs/watchlist-keys';
import { unwatchRoute, useWatchlist, watchRoute } from '@/lib/empty-legs/watchlist-store';

const stored = () => JSON.parse(localStorage.getItem(WATCHLIST_KEY) ?? 'null');

describe('the watchlist store', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('loads after mount, adds and removes routes, and keeps what another tab saved meanwhile', async () => {
    localStorage.setItem(WATCHLIST_KEY, JSON.stringify({ version: 1, routes: [{ from: 'BOM', to: 'DXB' }] }));
    const { result } = renderHook(() => useWatchlist());
    await waitFor(() => expect(result.current.routes).toEqual([{ from: 'BOM', to: 'DXB' }]));

    // Another tab adds a route; this tab has not heard of it yet.
    localStorage.setItem(
      WATCHLIST_KEY,
      JSON.stringify({
        version: 1,
        routes: [
          { from: 'BOM', to: 'DXB' },
          { from: 'DEL', to: 'GOX' },
        ],
      }),
    );
    await act(() => watchRoute({ from: 'CCU', to: 'MAA' }));
    expect(stored().routes).toEqual([
      { from: 'BOM', to: 'DXB' },
      { from: 'DEL', to: 'GOX' },
      { from: 'CCU', to: 'MAA' },
    ]);
    expect(result.current.routes).toHaveLength(3);

    await act(() => watchRoute({ from: 'CCU', to: 'MAA' }));
    expect(stored().routes).toHaveLength(3);
    await act(() => unwatchRoute({ from: 'BOM', to: 'DXB' }));
    expect(result.current.routes).toEqual([
      { from: 'DEL', to: 'GOX' },
      { from: 'CCU', to: 'MAA' },
    ]);
  });

  it('reports a write the browser refuses and shows only what was saved', async () => {
    const { result } = renderHook(() => useWatchlist());
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    let problem: string | null = null;
    await act(async () => {
      problem = await watchRoute({ from: 'HYD', to: 'BLR' });
    });
    expect(problem).toBe('full');
    expect(result.current.problem).toBe('full');
    expect(result.current.routes).toEqual([]);
  });
});
