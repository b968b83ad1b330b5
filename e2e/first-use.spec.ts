import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// A visit that only reads downloads and runs the page and nothing more: a form's code, what keeps
// a request and the offline worker wait for the visitor's first input (lib/engagement.ts).
test.use({ engageOnLoad: false });

const scripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js')),
  );

test('the home page read without a touch loads no form code and no worker; the first key loads both', async ({
  page,
}) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // Idle long past the 2 s any idle-time load would wait.
  await page.waitForTimeout(3_000);
  const read = await scripts(page);
  const quickBooking = page.locator('[data-deferred-form] [data-hydration-island]');
  await expect(quickBooking).toHaveAttribute('data-hydration-island', 'waiting');
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  expect(read).not.toContain('/sw-register.js');
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.length))).toBe(0);
  // The form is the page's HTML meanwhile, named and usable as such.
  await expect(page.getByRole('button', { name: 'Send Booking Request' }).first()).toBeVisible();

  await page.keyboard.press('Tab');
  await expect(page.locator('html')).toHaveAttribute('data-engaged', '');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '', { timeout: 15_000 });
  await expect(quickBooking).toHaveAttribute('data-hydration-island', 'live');
  await expect(page.locator('html')).toHaveAttribute('data-offline-ready', '', { timeout: 15_000 });
  const used = await scripts(page);
  expect(used).toContain('/sw-register.js');
  expect(used.length).toBeGreaterThan(read.length + 1);
});

test('a page without a form loads nothing after its own scripts until it is used', async ({ page }) => {
  await page.goto('/fleet/');
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(3_000);
  expect(await scripts(page)).not.toContain('/sw-register.js');

  await page.mouse.wheel(0, 400);
  await expect(page.locator('html')).toHaveAttribute('data-offline-ready', '', { timeout: 15_000 });
});
