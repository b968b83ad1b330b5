import { stubIdleCallback } from '@/__tests__/support/idle-callback';
import { loadWorkerWhenIdle } from '@/lib/inline/offline-loader';
import { BUILD_META, REGISTER_URL } from '@/lib/offline/offline-routes.mjs';

let idle: ReturnType<typeof stubIdleCallback>;

beforeEach(() => {
  idle = stubIdleCallback();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

const registration = () => document.body.querySelectorAll(`script[src="${REGISTER_URL}"]`).length;

describe('the worker’s loader', () => {
  it('on a page the worker’s build stamped, adds the registration once the page has loaded and the browser is idle', () => {
    document.head.innerHTML = `<meta name="${BUILD_META}" content="build-1">`;
    loadWorkerWhenIdle();
    expect(idle.waiting()).toBe(false);
    window.dispatchEvent(new Event('load'));
    expect(registration()).toBe(0);
    idle.run();
    expect(registration()).toBe(1);
  });

  it('adds nothing to a page without the stamp (the dev server, a kill-switched build)', () => {
    loadWorkerWhenIdle();
    window.dispatchEvent(new Event('load'));
    expect(idle.waiting()).toBe(false);
    expect(registration()).toBe(0);
  });
});
