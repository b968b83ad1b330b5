import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { company } from './helpers/company';
import { exportedRoutes } from './helpers/routes';

// A page wider than the phone cuts its words at the screen's edge: every exported page (the
// offline page and others outside the sitemap included) and the not-found page fit 375px.
// One visit per page that only reads, so the whole export takes about half a minute.
test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, engageOnLoad: false });

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('no exported page is wider than a 375px phone', async ({ page }) => {
  const routes = exportedRoutes();
  expect(routes).toContain('/offline/');
  test.setTimeout(routes.length * 2_000);
  const tooWide: string[] = [];
  for (const route of routes) {
    await page.goto(route);
    const width = await scrollWidth(page);
    if (width > 375) tooWide.push(`${route}: ${width}px`);
  }
  expect(tooWide).toEqual([]);
});

test('the offline page shows the medical desk’s number whole, on one line', async ({ page }) => {
  await page.goto('/offline/');
  const call = page.getByRole('link', { name: `Call the medical desk on ${company.phone.display}` });
  const number = call.getByText(company.phone.display, { exact: true });
  const lines = await number.evaluate((element) =>
    [...element.getClientRects()].map(({ left, right }) => ({ left, right })),
  );
  expect(lines).toHaveLength(1);
  expect(lines[0].left).toBeGreaterThanOrEqual(0);
  expect(lines[0].right).toBeLessThanOrEqual(375);
});

test.describe('an unknown address', () => {
  // The 404 status itself is logged as a console error.
  test.use({ failOnConsoleErrors: false });

  test('the not-found page is no wider than a 375px phone', async ({ page }) => {
    await page.goto('/no-such-page/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
  });
});
