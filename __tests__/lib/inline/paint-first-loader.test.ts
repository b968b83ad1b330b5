import { loadAfterPaint } from '@/lib/inline/paint-first-loader';

// The behaviour docs/paint-first.md promises: a 3 s cap on the wait, tries again after 1, 3 and 9 s.
const PAINT_WAIT_CAP_MS = 3000;
const RETRY_MS = [1000, 3000, 9000];

type PaintCallback = (
  list: { getEntriesByName: (name: string) => unknown[] },
  observer: { disconnect(): void },
) => void;

/** Runs the loader as its <script data-chunks data-flight> tag in the rewritten page runs it. */
function runLoader(chunks: string[], { paintTiming = true, visible = true, flightUrl = null as string | null } = {}) {
  let callback: PaintCallback | undefined;
  const disconnect = jest.fn();
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['mark'];
    constructor(next: PaintCallback) {
      callback = next;
    }
    observe() {}
  }
  const tag = document.createElement('script');
  tag.dataset.chunks = chunks.join(' ');
  if (flightUrl) tag.dataset.flight = flightUrl;
  Object.defineProperty(document, 'currentScript', { value: tag, configurable: true });
  Object.defineProperty(document, 'visibilityState', { value: visible ? 'visible' : 'hidden', configurable: true });
  Object.defineProperty(window, 'PerformanceObserver', { value: FakeObserver, configurable: true, writable: true });
  loadAfterPaint();
  const paint = (...names: string[]) =>
    callback?.({ getEntriesByName: (name) => names.filter((entry) => entry === name) }, { disconnect });
  return { paint, disconnect };
}

const preloaded = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute('href'));
const failed = () => document.documentElement.hasAttribute('data-load-failed');
const addedScripts = () => [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));

beforeEach(() => {
  jest.useFakeTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-load-failed');
  document.documentElement.removeAttribute('data-hydrated');
});
afterEach(() => jest.useRealTimers());

describe('the paint-first loader', () => {
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
    for (const delay of RETRY_MS) {
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

  it('marks a form submitted before hydration, and no form after it or one a handler took', () => {
    runLoader(['/a.js']);
    const form = document.body.appendChild(document.createElement('form'));
    const submit = () => form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    form.addEventListener('submit', (event) => event.preventDefault(), { once: true });
    submit();
    expect(form.hasAttribute('data-pending-submit')).toBe(false);
    submit();
    expect(form.hasAttribute('data-pending-submit')).toBe(true);
    form.removeAttribute('data-pending-submit');
    document.documentElement.setAttribute('data-hydrated', '');
    submit();
    expect(form.hasAttribute('data-pending-submit')).toBe(false);
  });

  describe('with the hydration data moved out of the page', () => {
    const flight = { url: '/fleet/index.txt', text: '0:["$","main",null,{"children":"Fleet"}]\n' };
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
      for (const delay of RETRY_MS) {
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
      expect(fetchMock).toHaveBeenCalledTimes(RETRY_MS.length + 2);
      expect(queue()).toEqual([[0], [1, flight.text]]);
      expect(addedScripts()).toEqual(['/a.js']);
    });

    it('tries again when the network fails, and leaves the page as it is after the last try', async () => {
      fetchMock.mockReturnValue(Promise.reject(new TypeError('offline')));
      const { paint } = runLoader(['/a.js'], { flightUrl: flight.url });
      paint('first-contentful-paint');
      for (const delay of RETRY_MS) {
        await settle();
        jest.advanceTimersByTime(delay);
      }
      await settle();
      expect(fetchMock).toHaveBeenCalledTimes(RETRY_MS.length + 1);
      jest.advanceTimersByTime(60_000);
      await settle();
      expect(fetchMock).toHaveBeenCalledTimes(RETRY_MS.length + 1);
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
      jest.advanceTimersByTime(RETRY_MS[0]);
      await settle();
      expect(queue()).toEqual([[0], [1, flight.text]]);
      expect(addedScripts()).toEqual(['/a.js']);
    });
  });
});
