import {
  FLIGHT_RETRY_MS,
  inlineFlight,
  PAINT_WAIT_CAP_MS,
  paintFirst,
  paintFirstFlightUrl,
  paintFirstLoader,
  paintFirstSources,
} from '@/scripts/lib/paint-first.mjs';

const page = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<script src="/_next/static/chunks/b.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>',
  '</head><body><main>Hello</main>',
  '<script>self.__next_f.push([1])</script>',
  '<script src="/_next/static/chunks/c.js" async=""></script>',
  '</body></html>',
].join('');

type PaintCallback = (
  list: { getEntriesByName: (name: string) => unknown[] },
  observer: { disconnect(): void },
) => void;

function runLoader(sources: string[], { paintTiming = true, visible = true, flightUrl = null as string | null } = {}) {
  let callback: PaintCallback | undefined;
  const disconnect = jest.fn();
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['mark'];
    constructor(next: PaintCallback) {
      callback = next;
    }
    observe() {}
  }
  Object.defineProperty(document, 'visibilityState', { value: visible ? 'visible' : 'hidden', configurable: true });
  Object.defineProperty(window, 'PerformanceObserver', { value: FakeObserver, configurable: true, writable: true });
  new Function(paintFirstLoader(sources, flightUrl))();
  const paint = (...names: string[]) =>
    callback?.({ getEntriesByName: (name) => names.filter((entry) => entry === name) }, { disconnect });
  return { paint, disconnect };
}

const preloaded = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute('href'));
const failed = () => document.documentElement.hasAttribute('data-load-failed');
const addedScripts = () => [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));

// Real pages are rewritten in paint-first-fixtures.test.ts; these are the edge cases.
describe('paint-first page rewrite', () => {
  it('leaves a page without chunk scripts, or one already rewritten, unchanged', () => {
    const plain = '<html><head></head><body><p>Static</p></body></html>';
    expect(paintFirst(plain)).toBe(plain);
    expect(paintFirst(paintFirst(page))).toBe(paintFirst(page));
    expect(paintFirstSources(plain)).toEqual([]);
  });

  it('keeps noModule polyfills and finds chunk tags anywhere in the page', () => {
    const rewritten = paintFirst(page);
    expect(rewritten).toContain('<script src="/_next/static/chunks/polyfill.js" noModule=""></script>');
    expect(paintFirstSources(rewritten)).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/b.js',
      '/_next/static/chunks/c.js',
    ]);
  });
});

describe('paint-first loader', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = '';
    document.documentElement.removeAttribute('data-load-failed');
  });
  afterEach(() => jest.useRealTimers());

  it('adds the chunks, async, only once the first contentful paint is reported', () => {
    const { paint, disconnect } = runLoader(['/a.js', '/b.js']);
    expect(addedScripts()).toEqual([]);
    paint('first-paint');
    expect(addedScripts()).toEqual([]);
    paint('first-paint', 'first-contentful-paint');
    expect(addedScripts()).toEqual(['/a.js', '/b.js']);
    expect([...document.head.querySelectorAll('script')].every((script) => script.async)).toBe(true);
    expect(disconnect).toHaveBeenCalled();
  });

  it('tries a chunk that fails again, says so after the last try, and tries once more when back online', () => {
    const { paint } = runLoader(['/a.js', '/b.js']);
    paint('first-contentful-paint');
    const fail = (src: string) =>
      document.head.querySelector<HTMLScriptElement>(`script[src="${src}"]`)?.dispatchEvent(new Event('error'));
    for (const delay of FLIGHT_RETRY_MS) {
      fail('/a.js');
      expect(addedScripts()).toEqual(['/b.js']);
      expect(failed()).toBe(false);
      jest.advanceTimersByTime(delay);
      expect(addedScripts()).toEqual(['/b.js', '/a.js']);
    }
    fail('/a.js');
    expect(failed()).toBe(true);
    expect(addedScripts()).toEqual(['/b.js']);
    window.dispatchEvent(new Event('online'));
    expect(failed()).toBe(false);
    expect(addedScripts()).toEqual(['/b.js', '/a.js']);
  });

  it('adds them once, even when the timer cap also fires', () => {
    const { paint } = runLoader(['/a.js']);
    paint('first-contentful-paint');
    jest.advanceTimersByTime(PAINT_WAIT_CAP_MS);
    expect(addedScripts()).toEqual(['/a.js']);
  });

  it('does not wait longer than the cap for a paint that never comes', () => {
    runLoader(['/a.js']);
    jest.advanceTimersByTime(PAINT_WAIT_CAP_MS - 1);
    expect(addedScripts()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(addedScripts()).toEqual(['/a.js']);
  });

  it('adds them at once in a hidden tab or a browser without paint timing', () => {
    runLoader(['/hidden.js'], { visible: false });
    expect(addedScripts()).toEqual(['/hidden.js']);
    document.head.innerHTML = '';
    runLoader(['/old.js'], { paintTiming: false });
    expect(addedScripts()).toEqual(['/old.js']);
  });

  describe('with the hydration data moved out of the page', () => {
    const flight = { url: '/fleet/index.txt', text: '0:["$","main",null,{"children":"Fleet"}]\n' };
    const nextPage = [
      '<html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body><main>Fleet</main>',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      `<script>self.__next_f.push(${JSON.stringify([1, flight.text])})</script></body></html>`,
    ].join('');
    const queue = () => (window as unknown as { __next_f?: unknown[] }).__next_f;
    let fetchMock: jest.Mock;

    beforeEach(() => {
      (window as unknown as { __next_f?: unknown[] }).__next_f = [[0]];
      fetchMock = jest.fn();
      Object.defineProperty(window, 'fetch', { value: fetchMock, configurable: true, writable: true });
    });
    const answer = (text: string) => Promise.resolve({ ok: true, text: () => Promise.resolve(text) });
    const settle = async () => {
      for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
    };

    it('keeps the inline copy when it does not match the page’s index.txt', () => {
      const mismatched = paintFirst(nextPage, { ...flight, text: `${flight.text} ` });
      expect(inlineFlight(mismatched)).toBe(flight.text);
      expect(paintFirstFlightUrl(mismatched)).toBeNull();
    });

    it('preloads the chunks after the paint and adds them only once the data is queued for React', async () => {
      fetchMock.mockReturnValue(answer(flight.text));
      const { paint } = runLoader(['/a.js', '/b.js'], { flightUrl: flight.url });
      expect(fetchMock).not.toHaveBeenCalled();
      paint('first-contentful-paint');
      expect(fetchMock).toHaveBeenCalledWith('/fleet/index.txt');
      // One preload per task: on a slow phone each costs a few milliseconds of the main thread.
      expect(preloaded()).toEqual(['/a.js']);
      jest.advanceTimersByTime(0);
      expect(preloaded()).toEqual(['/a.js', '/b.js']);
      expect(addedScripts()).toEqual([]);
      await settle();
      expect(queue()).toEqual([[0], [1, flight.text]]);
      expect(addedScripts()).toEqual(['/a.js', '/b.js']);
    });

    it('says so once it gives up on the data, and tries again when the browser is back online', async () => {
      fetchMock.mockReturnValue(Promise.reject(new TypeError('offline')));
      const { paint } = runLoader(['/a.js'], { flightUrl: flight.url });
      paint('first-contentful-paint');
      for (const delay of FLIGHT_RETRY_MS) {
        await settle();
        expect(failed()).toBe(false);
        jest.advanceTimersByTime(delay);
      }
      await settle();
      expect(failed()).toBe(true);
      fetchMock.mockReturnValue(answer(flight.text));
      window.dispatchEvent(new Event('online'));
      expect(failed()).toBe(false);
      await settle();
      expect(fetchMock).toHaveBeenCalledTimes(FLIGHT_RETRY_MS.length + 2);
      expect(queue()).toEqual([[0], [1, flight.text]]);
      expect(addedScripts()).toEqual(['/a.js']);
    });

    it('tries again when the network fails, and leaves the page as it is after the last try', async () => {
      fetchMock.mockReturnValue(Promise.reject(new TypeError('offline')));
      const { paint } = runLoader(['/a.js'], { flightUrl: flight.url });
      paint('first-contentful-paint');
      for (const delay of FLIGHT_RETRY_MS) {
        await settle();
        jest.advanceTimersByTime(delay);
      }
      await settle();
      expect(fetchMock).toHaveBeenCalledTimes(FLIGHT_RETRY_MS.length + 1);
      jest.advanceTimersByTime(60_000);
      await settle();
      expect(fetchMock).toHaveBeenCalledTimes(FLIGHT_RETRY_MS.length + 1);
      expect(addedScripts()).toEqual([]);
      expect(queue()).toEqual([[0]]);
    });

    it('treats an error status like a failed fetch, then hydrates when a later try succeeds', async () => {
      fetchMock
        .mockReturnValueOnce(Promise.resolve({ ok: false, status: 503, text: () => Promise.resolve('') }))
        .mockReturnValueOnce(answer(flight.text));
      const { paint } = runLoader(['/a.js'], { flightUrl: flight.url });
      paint('first-contentful-paint');
      await settle();
      expect(addedScripts()).toEqual([]);
      jest.advanceTimersByTime(FLIGHT_RETRY_MS[0]);
      await settle();
      expect(queue()).toEqual([[0], [1, flight.text]]);
      expect(addedScripts()).toEqual(['/a.js']);
    });
  });
});
