import { expect, test } from './fixtures';
import { ROUTES } from './helpers/routes';

// A loop that never ends keeps a core busy for as long as the page is open: on a two-core phone it
// lengthens every task of the page's first seconds and drains the battery of someone waiting on a
// call. Motion on this site starts from the visitor and ends.
test('no page keeps an animation running once it has loaded', async ({ page }) => {
  test.setTimeout(ROUTES.length * 5_000); // every route, loaded and hydrated
  for (const route of ROUTES) {
    await page.goto(route);
    const endless = await page.evaluate(() =>
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations === Infinity)
        .map((animation) => (animation.effect as KeyframeEffect | null)?.target?.outerHTML.slice(0, 120)),
    );
    expect(endless, `endless animations on ${route}`).toEqual([]);
  }
});
