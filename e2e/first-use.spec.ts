import type { Page } from '@playwright/test';
import { company } from '../content/company';
import { offline } from '../content/offline';
import { pages } from '../content/pages';
import { expect, test } from './fixtures';
import { requestDialog } from './helpers/request-dialog';

// A visit that only reads downloads and runs the page, and the offline worker with what a family
// needs with no signal; a form's code, what keeps a request and the rest of the worker's precache
// wait for the visitor's first input (lib/engagement.ts).
test.use({ engageOnLoad: false });

const scripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js')),
  );

const html = (page: Page) => page.locator('html');

test.describe('with the offline worker', () => {
  test.use({ serviceWorkers: 'allow' });
  // The worker fetches photos itself, past page.route (no internet here): answer them for the context.
  test.beforeEach(({ context }) =>
    context.route('https://images.unsplash.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg"/>' }),
    ),
  );

  test('the home page read without a touch loads no form code, keeps the urgent set; the first key loads the rest', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(html(page)).toHaveAttribute('data-offline-kept', 'page', { timeout: 15_000 });
    await page.waitForTimeout(1_000);
    const read = await scripts(page);
    const quickBooking = page.locator('[data-server-part] [data-hydration-island]');
    await expect(quickBooking).toHaveAttribute('data-hydration-island', 'waiting');
    await expect(html(page)).not.toHaveAttribute('data-hydrated');
    await expect(html(page)).toHaveAttribute('data-offline-kept', 'page');
    // The form is the page's HTML meanwhile, named and usable as such.
    await expect(page.getByRole('button', { name: 'Send Booking Request' }).first()).toBeVisible();

    await page.keyboard.press('Tab');
    await expect(html(page)).toHaveAttribute('data-engaged', '');
    await expect(html(page)).toHaveAttribute('data-hydrated', '', { timeout: 15_000 });
    await expect(quickBooking).toHaveAttribute('data-hydration-island', 'live');
    await expect(html(page)).toHaveAttribute('data-offline-kept', 'all', { timeout: 30_000 });
    expect((await scripts(page)).length).toBeGreaterThan(read.length);
  });

  // Offline, what nothing kept (photos, prefetches) fails to load, and Chromium says so.
  test.use({ failOnConsoleErrors: false });

  test('a reader who loses the signal can open the air-ambulance page, and any other page gives the medical desk', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(html(page)).toHaveAttribute('data-offline-kept', 'page', { timeout: 15_000 });
    await context.setOffline(true);
    await page.goto('/air-ambulance/');
    await expect(page.getByRole('heading', { level: 1, name: pages.airAmbulance.heading })).toBeVisible();
    await page.goto('/fleet/');
    await expect(page.getByRole('heading', { level: 1, name: offline.page.heading })).toBeVisible();
    await expect(page.getByRole('link', { name: `Call the medical desk on ${company.phone.display}` })).toHaveAttribute(
      'href',
      `tel:${company.phone.e164}`,
    );
    await context.setOffline(false);
  });

  test('under Save-Data the rest is never fetched, even after the first input', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }),
    );
    await page.goto('/fleet/');
    await expect(html(page)).toHaveAttribute('data-offline-kept', 'page', { timeout: 15_000 });
    await page.mouse.wheel(0, 400);
    await expect(html(page)).toHaveAttribute('data-engaged', '');
    await page.waitForTimeout(3_000);
    await expect(html(page)).toHaveAttribute('data-offline-kept', 'page');
  });
});

test('an untouched first visit: a message sent offline goes out once the connection returns, with no other touch', async ({
  page,
  context,
  consoleErrors,
}) => {
  test.setTimeout(60_000);
  await page.goto('/contact/');
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Full Name' }).fill('Priya Shah');
  await main.getByRole('textbox', { name: 'Email Address' }).fill('priya@example.com');
  await main.getByRole('textbox', { name: 'Message' }).fill('Pune to Goa on Friday, please.');
  await main.getByRole('button', { name: 'Send Message' }).click();
  await page.waitForTimeout(5_000);
  await expect(requestDialog(page)).toHaveCount(0);
  await context.setOffline(false);
  await expect(requestDialog(page)).toContainText('Pune to Goa on Friday, please.', { timeout: 20_000 });
  await expect(page.getByRole('dialog')).toHaveCount(1);
  // Only the form's code, asked for while the connection was gone, failed to load.
  expect(consoleErrors.filter((error) => !/ERR_INTERNET_DISCONNECTED/.test(error))).toEqual([]);
  consoleErrors.length = 0;
});
