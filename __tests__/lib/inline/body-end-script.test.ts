import { runAtBodyEnd } from '@/lib/inline/body-end-script';
import { YEAR_ID } from '@/lib/inline/current-year';
import { BUILD_META, REGISTER_URL } from '@/lib/offline/offline-routes.mjs';
import { mumbaiYear } from '@/lib/time/mumbai';

describe('the body-end script', () => {
  it('writes the year and loads the worker once the page has loaded', () => {
    document.head.innerHTML = `<meta name="${BUILD_META}" content="build-1">`;
    document.body.innerHTML = `<span id="${YEAR_ID}">2020</span>`;
    window.requestIdleCallback = ((callback: () => void) => {
      callback();
      return 1;
    }) as typeof window.requestIdleCallback;
    runAtBodyEnd();
    expect(document.getElementById(YEAR_ID)).toHaveTextContent(String(mumbaiYear()));
    window.dispatchEvent(new Event('load'));
    expect(document.body.querySelector(`script[src="${REGISTER_URL}"]`)).not.toBeNull();
  });
});
