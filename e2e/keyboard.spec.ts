import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectFocusVisible, expectVisible, focusReport, isFocused, tab, tabUntil } from './helpers/focus';
import { ONE_PER_TYPE_ROUTES } from './helpers/routes';
import { shown } from './helpers/select';
import { toast } from './helpers/toast';

// Journeys with the keyboard alone (no click anywhere), with focus always
// visible and never under the fixed header or the floating WhatsApp button.

// Transitions end where reduced motion starts, so each stop is read at once instead of after ten frames.
test.use({ reducedMotion: 'reduce' });

const tabTo = (page: Page, locator: Locator, options: { backwards?: boolean; wrap?: boolean } = {}) =>
  tabUntil(page, () => isFocused(locator), options);

/** Presses a key on the focused control and checks that focus is still (or now) visible. */
async function press(page: Page, key: string) {
  await page.keyboard.press(key);
  await expectFocusVisible(page, key);
}

// One page of each type but these, so a new page is walked unless it is left out here with a reason.
// Without an account the dashboard sends the visitor to /login/, which is walked.
const REDIRECTED = ['/dashboard/'];
// Kept out to bound the walk's length (each route is a slow test on both projects): their parts
// (heroes, cards, links, disclosures) are walked on other pages.
const BY_PARTS = ['/forgot-password/', '/safety/', '/routes/', '/private-jet-charter-cost/'];
// Generated pages (an article, an aircraft, a service, a route) are made of the same parts.
const isGenerated = (route: string) => route.split('/').length > 3;
const WALKED_ROUTES = ONE_PER_TYPE_ROUTES.filter(
  (route) => ![...REDIRECTED, ...BY_PARTS].includes(route) && !isGenerated(route),
);

/** Reaches a header control by keyboard; on a phone it first opens the menu with Enter. */
async function tabToHeader(page: Page, name: string, role: 'link' | 'button') {
  // Backwards, from wherever the last page left the focus start point, round to the header.
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) {
    await tabTo(page, menu, { backwards: true, wrap: true });
    await press(page, 'Enter');
    await tabTo(page, page.getByRole('banner').getByRole(role, { name, exact: true }));
  } else {
    await tabTo(page, page.getByRole('banner').getByRole(role, { name, exact: true }), { backwards: true, wrap: true });
  }
}

test.describe('focus stays visible on every stop', () => {
  for (const route of WALKED_ROUTES) {
    test(`${route}: Tab through the whole page and Shift+Tab back @mobile`, async ({ page }) => {
      test.slow();
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      const seen: string[] = [];
      // Forwards until focus leaves the page (back to the browser's own UI).
      for (let i = 0; i < 200; i++) {
        await page.keyboard.press('Tab');
        const report = await focusReport(page);
        if (!report) break;
        expectVisible(report, `${route} Tab stop ${i + 1}`);
        seen.push(report.element);
      }
      expect(seen.length, 'the page has tab stops').toBeGreaterThan(5);
      // Backwards from the end: this is where a fixed header hides what focus scrolls up to.
      for (let i = 0; i < seen.length; i++) await tab(page, { backwards: true, step: `${route} Shift+Tab ${i + 1}` });
      await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    });
  }
});

test.describe('keyboard-only journeys', () => {
  test('book a quote on /book: type, pick from the selects with arrows, Enter for the toast @mobile', async ({
    page,
  }) => {
    await page.goto('/book/');
    const form = page.getByRole('form', { name: 'Flight details' });
    const city = (name: string) =>
      form.getByRole('combobox', { name, exact: true }).or(form.getByRole('textbox', { name, exact: true }));
    const departure = city('Departure city');
    await tabTo(page, departure);
    await page.keyboard.type('Mumbai');
    await tab(page);
    await expect(city('Arrival city')).toBeFocused();
    await page.keyboard.type('Goa');

    const jetType = form.getByRole('combobox', { name: 'Jet type' });
    await tabTo(page, jetType);
    await press(page, 'ArrowDown');
    await press(page, 'ArrowDown');
    await expect(shown(jetType)).toHaveText('Heavy Jet (10-14)');
    await expect(jetType).toBeFocused();

    const passengers = form.getByRole('combobox', { name: 'Passengers' });
    await tabTo(page, passengers, { backwards: true });
    await press(page, 'ArrowDown');
    await expect(shown(passengers)).toHaveText('2 Passengers');

    await tabTo(page, form.getByRole('button', { name: 'Get Instant Quote' }));
    // The quote moves focus to the estimate once it is worked out, so the key is pressed plainly.
    await page.keyboard.press('Enter');
    await expect(
      page.getByText(
        'Estimated cost of this trip in a Heavy Jet: ₹22,18,400, GST as applicable. A Heavy Jet is ₹8,50,000 per flight hour. Contact our experts for an exact quote.',
      ),
    ).toBeVisible();
    const estimate = page.getByRole('heading', { name: 'Route estimate' });
    await expect(estimate).toBeFocused();
    // Space quotes again: focus returns to the estimate (the first toast may have closed by now).
    await tabTo(page, form.getByRole('button', { name: 'Get Instant Quote' }), { backwards: true });
    await page.keyboard.press('Space');
    await expect(estimate).toBeFocused();
    await expect(toast(page, 'Instant Quote Generated').first()).toBeVisible();
  });

  test('sign up, log out and log in again without a mouse @mobile', async ({ page }) => {
    await page.goto('/signup/');
    const signup = page.getByRole('form', { name: 'Sign Up' });
    await tabTo(page, signup.getByRole('radio', { name: 'Customer' }));
    await press(page, 'ArrowRight');
    await expect(signup.getByRole('radio', { name: 'Jet Owner' })).toBeChecked();
    await tab(page);
    await expect(signup.getByLabel('Email', { exact: true })).toBeFocused();
    await page.keyboard.type('keys@example.com');
    await tab(page);
    await page.keyboard.type('no mouse 🗝️');
    await tab(page);
    await expect(signup.getByLabel('Confirm Password', { exact: true })).toBeFocused();
    await page.keyboard.type('no mouse 🗝️');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Welcome to Vayu Jets, Jet Owner!')).toBeVisible();
    await page.waitForURL('**/dashboard/');

    await tabToHeader(page, 'Logout', 'button');
    // The button goes with the session, so focus has nowhere to stay.
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByText('You have been successfully logged out.')).toBeVisible();

    await tabToHeader(page, 'Login', 'link');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/login/');
    const login = page.getByRole('form', { name: 'Login' });
    await tabTo(page, login.getByLabel('Email', { exact: true }));
    await page.keyboard.type('keys@example.com');
    await tabTo(page, login.getByLabel('Password', { exact: true }));
    await page.keyboard.type('no mouse 🗝️');
    await tab(page);
    await expect(login.getByRole('button', { name: 'Login' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Welcome back, Jet Owner!')).toBeVisible();
    await page.waitForURL('**/dashboard/');
  });

  test('use the home fleet carousel with arrow keys and its buttons @mobile', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Aircraft classes' });
    const status = carousel.getByRole('status');
    await expect(status).toContainText('Slide 1 of');
    const total = Number(/of (\d+)/.exec((await status.textContent()) ?? '')?.[1]);
    await tabTo(page, carousel);
    await press(page, 'ArrowRight');
    await expect(status).toContainText(`Slide 2 of ${total}`);
    await press(page, 'ArrowLeft');
    await press(page, 'ArrowLeft');
    await expect(status).toContainText(`Slide ${total} of ${total}`);

    await tabTo(page, carousel.getByRole('button', { name: 'Previous slide' }));
    await press(page, 'Enter');
    await expect(status).toContainText(`Slide ${total - 1} of ${total}`);
    await tab(page);
    await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeFocused();
    await press(page, 'Space');
    await press(page, 'Space');
    await expect(status).toContainText(`Slide 1 of ${total}`);
    // Hidden slides are inert: nothing inside them takes focus.
    await tab(page, { backwards: true });
    await tab(page, { backwards: true });
    await expect(carousel).toBeFocused();
  });

  test('open and close the gallery lightbox, focus returning to the photo @mobile', async ({ page }) => {
    await page.goto('/gallery/');
    const tile = page.getByRole('button', { name: /, view photo$/ }).first();
    const name = (await tile.getAttribute('aria-label')) ?? '';
    await tabTo(page, tile);
    await press(page, 'Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading')).toHaveText(name.replace(/^[^:]+: /, '').replace(/, view photo$/, ''));
    await expectFocusVisible(page, 'focus inside the lightbox');
    await expect(dialog.locator(':focus')).toHaveCount(1);
    // Focus is trapped: tabbing round stays inside the dialog.
    for (let i = 0; i < 3; i++) {
      await tab(page);
      await expect(dialog.locator(':focus')).toHaveCount(1);
    }
    await press(page, 'Escape');
    await expect(dialog).toBeHidden();
    await expect(tile).toBeFocused();
    await expectFocusVisible(page, 'back on the tile');

    await press(page, 'Enter');
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole('button', { name: 'Close' }));
    await press(page, 'Enter');
    await expect(dialog).toBeHidden();
    await expect(tile).toBeFocused();
  });

  test('filter the blog by category and back to all @mobile', async ({ page }) => {
    await page.goto('/blog/');
    const chips = page.getByRole('group', { name: 'Filter articles' });
    const all = chips.getByRole('button', { name: 'All', exact: true });
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    const articles = page.getByRole('main').getByRole('article');
    const total = await articles.count();
    const category = chips.getByRole('button').nth(1);
    const categoryName = (await category.textContent())?.replace(/\d+$/, '').trim() ?? '';

    await tabTo(page, all);
    await tab(page);
    await expect(category).toBeFocused();
    await press(page, 'Enter');
    await expect(category).toHaveAttribute('aria-pressed', 'true');
    await expect(all).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByText(/^Showing \d+ articles?$/)).toHaveText(/Showing \d+ article/);
    const filtered = await articles.count();
    expect(filtered).toBeLessThan(total);
    expect(filtered).toBeGreaterThan(0);
    for (const article of await articles.all()) await expect(article).toContainText(categoryName);

    await tab(page, { backwards: true });
    await expect(all).toBeFocused();
    await press(page, 'Space');
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    await expect(articles).toHaveCount(total);
  });
});
