import { WATCHLIST_KEY } from '@/lib/empty-legs/watchlist-keys';
import { parseWatchlist, readWatchlist, writeWatchlist } from '@/lib/empty-legs/watchlist-storage';

const watchlistBackupPrefix = `${WATCHLIST_KEY}:backup:`;

const stored = (routes: unknown, version = 1) => JSON.stringify({ version, routes });
const backups = () =>
  Object.keys(localStorage)
    .filter((key) => key.startsWith(watchlistBackupPrefix))
    .map((key) => localStorage.getItem(key));

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('parseWatchlist', () => {
  it.each([null, '', '   ', 'null'])('treats %p as no watchlist', (raw) => {
    expect(parseWatchlist(raw)).toEqual({ routes: [], version: null, intact: true });
  });

  it.each(['{"version":', '[]', '"hello"', '{"routes":[]}', '{"version":"1","routes":[]}', '42'])(
    'treats %p as unreadable, never throwing',
    (raw) => {
      expect(parseWatchlist(raw)).toEqual({ routes: [], version: null, intact: false });
    },
  );

  it('reads the version before the shape: a version-1 value of the wrong shape is kept aside', () => {
    expect(parseWatchlist('{"version":1,"routes":"oops"}')).toEqual({ routes: [], version: 1, intact: false });
  });

  it('keeps the valid routes and flags the rest', () => {
    const raw = stored([{ from: 'BOM', to: 'DXB' }, 'oops', { from: 'BOM', to: 'BOM' }, { from: 'BOM', to: 'DXB' }]);
    expect(parseWatchlist(raw)).toEqual({ routes: [{ from: 'BOM', to: 'DXB' }], version: 1, intact: false });
  });

  it('reads a clean watchlist as intact', () => {
    expect(parseWatchlist(stored([{ from: 'DEL', to: 'GOX' }]))).toEqual({
      routes: [{ from: 'DEL', to: 'GOX' }],
      version: 1,
      intact: true,
    });
  });
});

describe('readWatchlist', () => {
  it('keeps an unreadable value aside once, under a backup key, and leaves the original', () => {
    localStorage.setItem(WATCHLIST_KEY, '{"version":1,"routes":[');
    expect(readWatchlist()).toEqual({ routes: [], blocked: false, newer: false, keptAside: true });
    readWatchlist();
    expect(backups()).toEqual(['{"version":1,"routes":[']);
    expect(localStorage.getItem(WATCHLIST_KEY)).toBe('{"version":1,"routes":[');
  });

  it('says so when storage is blocked, without throwing', () => {
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readWatchlist()).toEqual({ routes: [], blocked: true, newer: false, keptAside: false });
    expect(writeWatchlist([{ from: 'BOM', to: 'DXB' }])).toEqual({ ok: false, reason: 'blocked' });
  });
});

describe('writeWatchlist', () => {
  it('stores the routes in a versioned envelope', () => {
    expect(writeWatchlist([{ from: 'BOM', to: 'DXB' }])).toEqual({ ok: true });
    expect(JSON.parse(localStorage.getItem(WATCHLIST_KEY) ?? '')).toEqual({
      version: 1,
      routes: [{ from: 'BOM', to: 'DXB' }],
    });
  });

  it('backs up an unreadable value before writing over it, and two backups never share a name', () => {
    jest.spyOn(Date, 'now').mockReturnValue(1_800_000_000_000);
    localStorage.setItem(WATCHLIST_KEY, 'first bad value');
    writeWatchlist([]);
    localStorage.setItem(WATCHLIST_KEY, 'second bad value');
    writeWatchlist([{ from: 'BOM', to: 'DXB' }]);
    expect(backups().sort()).toEqual(['first bad value', 'second bad value']);
  });

  it('never overwrites a watchlist saved by a newer version', () => {
    localStorage.setItem(WATCHLIST_KEY, stored([{ from: 'BOM', to: 'DXB', alert: 'sms' }], 2));
    expect(readWatchlist().newer).toBe(true);
    expect(writeWatchlist([])).toEqual({ ok: false, reason: 'newer' });
    expect(localStorage.getItem(WATCHLIST_KEY)).toContain('"version":2');
  });

  it('never overwrites a newer watchlist in another shape, even when the visitor watches a route', () => {
    const newer = '{"version":2,"routes":{"BOM-DXB":{"notify":"sms"}}}';
    localStorage.setItem(WATCHLIST_KEY, newer);
    expect(readWatchlist()).toEqual({ routes: [], blocked: false, newer: true, keptAside: false });
    expect(writeWatchlist([{ from: 'BOM', to: 'DXB' }])).toEqual({ ok: false, reason: 'newer' });
    expect(localStorage.getItem(WATCHLIST_KEY)).toBe(newer);
  });

  it('reports a full storage and changes nothing', () => {
    localStorage.setItem(WATCHLIST_KEY, stored([{ from: 'BOM', to: 'DXB' }]));
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(writeWatchlist([])).toEqual({ ok: false, reason: 'full' });
    expect(localStorage.getItem(WATCHLIST_KEY)).toBe(stored([{ from: 'BOM', to: 'DXB' }]));
  });

  it('refuses to write over unreadable data it could not back up', () => {
    localStorage.setItem(WATCHLIST_KEY, 'precious but unreadable');
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(writeWatchlist([])).toEqual({ ok: false, reason: 'full' });
    expect(localStorage.getItem(WATCHLIST_KEY)).toBe('precious but unreadable');
  });
});
