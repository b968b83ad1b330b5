import { expect, test } from '@playwright/test';
import { sawLoggedOutHeader, watchLoggedOutHeader } from './helpers/header';
import { stubPhotos } from './helpers/photos';

// The header before (or without) the scripts. The shared fixture's page waits for hydration on
// every load, which never comes here, so this spec drives Playwright's own page.

const NAV = ['Home', 'About', 'Services', 'Fleet', 'Gallery', 'Blog', 'Contact'];
const SESSION_KEY = 'vayu-jets:session';

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the header offers Login and Sign Up, and they lead to their pages @before-js', async ({ page }) => {
    await stubPhotos(page);
    await page.goto('/about/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Sign Up', exact: true })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Dashboard', exact: true })).toHaveCount(0);
    await expect(banner.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    await banner.getByRole('link', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/login\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test('the menu opens, closes, closes on Escape, and its links work @before-js @mobile', async ({ page }) => {
      await stubPhotos(page);
      await page.goto('/');
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      await expect(menu).toBeHidden();
      await page.getByRole('button', { name: 'Open menu' }).click();
      for (const label of NAV) await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Sign Up', exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Close menu' }).click();
      await expect(menu).toBeHidden();

      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(menu).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();

      await page.getByRole('button', { name: 'Open menu' }).click();
      await menu.getByRole('link', { name: 'Fleet', exact: true }).click();
      await expect(page).toHaveURL(/\/fleet\/$/);
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    });
  });
});

test('a signed-in visitor sees Dashboard and Logout from the first paint while the scripts are held @before-js', async ({
  page,
}) => {
  await stubPhotos(page);
  const session = JSON.stringify({ state: { user: { email: 'held@example.com', role: 'Customer' } }, version: 1 });
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [SESSION_KEY, session]);
  await watchLoggedOutHeader(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/**/*.js', async (route) => {
    await held;
    await route.continue().catch(() => {});
  });

  await page.goto('/about/', { waitUntil: 'domcontentloaded' });
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
  await expect(banner.getByRole('link', { name: 'Sign Up', exact: true })).toHaveCount(0);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0); // the scripts are still held
  expect(await sawLoggedOutHeader(page)).toBe(false);
  release();
});
