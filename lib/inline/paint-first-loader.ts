import { HYDRATED_ATTRIBUTE } from '@/lib/hydration';
import { LOAD_FAILED_ATTRIBUTE, PENDING_SUBMIT_ATTRIBUTE, RELOAD_ATTRIBUTE } from '@/lib/shell/pending-submit.mjs';

const PAINT_WAIT_CAP_MS = 3000;
const RETRY_MS = [1000, 3000, 9000];

type NextFlight = typeof self & { __next_f?: unknown[] };

export function loadAfterPaint(): void {
  const { chunks, flight } = (document.currentScript as HTMLScriptElement).dataset;
  const sources = chunks!.split(' ');
  const root = document.documentElement;
  const failed: (() => void)[] = [];
  let started = false;

  addEventListener('submit', (event) => {
    if (!event.defaultPrevented && !root.hasAttribute(HYDRATED_ATTRIBUTE)) {
      (event.target as HTMLFormElement).setAttribute(PENDING_SUBMIT_ATTRIBUTE, '');
    }
  });
  addEventListener('online', () => {
    const again = failed.splice(0);
    if (!again.length) return;
    root.removeAttribute(LOAD_FAILED_ATTRIBUTE);
    for (const retry of again) retry();
  });
  addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest(`[${RELOAD_ATTRIBUTE}]`)) location.reload();
  });

  const giveUp = (retry: () => void) => {
    root.setAttribute(LOAD_FAILED_ATTRIBUTE, '');
    failed.push(retry);
  };

  const addChunk = (url: string, attempt = 0) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onerror = () => {
      script.remove();
      if (attempt < RETRY_MS.length) setTimeout(() => addChunk(url, attempt + 1), RETRY_MS[attempt]);
      else giveUp(() => addChunk(url));
    };
    document.head.append(script);
  };
  const addChunks = () => sources.forEach((url) => addChunk(url));

  const preload = (index: number) => {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = sources[index];
    document.head.append(link);
    if (index + 1 < sources.length) setTimeout(() => preload(index + 1));
  };

  const hydrateWith = (text: string) => {
    const next = self as NextFlight;
    (next.__next_f ||= []).push([1, text]);
    addChunks();
  };
  const fetchFlight = (url: string, attempt = 0) => {
    fetch(url)
      .then((response) => {
        if (!response.ok) throw response.status;
        return response.text();
      })
      .then(
        (text) =>
          document.readyState === 'loading'
            ? document.addEventListener('DOMContentLoaded', () => hydrateWith(text))
            : hydrateWith(text),
        () =>
          attempt < RETRY_MS.length
            ? setTimeout(() => fetchFlight(url, attempt + 1), RETRY_MS[attempt])
            : giveUp(() => fetchFlight(url)),
      );
  };

  const start = () => {
    if (started) return;
    started = true;
    if (!flight) return addChunks();
    fetchFlight(flight);
    preload(0);
  };

  const Observer = window.PerformanceObserver;
  if (document.visibilityState !== 'visible' || !Observer?.supportedEntryTypes?.includes('paint')) return start();
  new Observer((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, PAINT_WAIT_CAP_MS);
}
