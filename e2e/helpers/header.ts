import type { Page } from '@playwright/test';

type Watched = { sawLoggedOutHeader: boolean };

/**
 * From the next page load on, records on every frame the browser renders whether the header's
 * Login and Sign Up pair is laid out (on a phone, inside the closed menu: laid out, not in view).
 */
export async function watchLoggedOutHeader(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as Watched;
    w.sawLoggedOutHeader = false;
    const check = () => {
      for (const link of document.querySelectorAll('header a[href^="/login"], header a[href^="/signup"]'))
        if (getComputedStyle(link.parentElement!).display !== 'none') w.sawLoggedOutHeader = true;
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

export const sawLoggedOutHeader = (page: Page) =>
  page.evaluate(() => (window as unknown as Watched).sawLoggedOutHeader);
