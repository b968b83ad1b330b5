import { loadWorkerWhenIdle } from '@/lib/inline/offline-loader';
import { BUILD_META, REGISTER_URL } from '@/lib/offline/offline-routes.mjs';

let idle: (() => void) | undefined;

beforeEach(() => {
  idle = undefined;
  window.requestIdleCallback = ((callback: () => void) => {
    idle = callback;
    return 1;
  }) as typeof window.requestIdleCallback;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

const registration = () => document.body.querySelectorAll(`script[src="${REGISTER_URL}"]`).length;

describe('the worker’s loader', () => {
  it('on a page the worker’s build stamped, adds the registration once the page has loaded and the browser is idle', () => {
    document.head.innerHTML = `<meta name="${BUILD_META}" content="build-1">`;
    loadWorkerWhenIdle();
    expect(idle).toBeUndefined();
    window.dispatchEvent(new Event('load'));
    expect(registration()).toBe(0);
    idle?.();
    expect(registration()).toBe(1);
  });

  it('adds nothing to a page without the stamp (the dev server, a kill-switched build)', () => {
    loadWorkerWhenIdle();
    window.dispatchEvent(new Event('load'));
    expect(idle).toBeUndefined();
    expect(registration()).toBe(0);
  });
});
