import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { cardWithHeading } from './helpers/cards';
import { company } from './helpers/company';
import { COMPANY_CHAT } from './helpers/whatsapp';

// What a visitor reaches for first, on a 375px phone and a 1440px desktop: booking, the 24/7
// number and the urgent pages from the header; Compare readable on a phone; every watch button
// saying what it did; and a hero that stays clean when its photo cannot load.

const URGENT = [
  ['Empty legs', '/empty-legs/'],
  ['Air ambulance', '/air-ambulance/'],
  ['Safety', '/safety/'],
] as const;

/** The header's urgent links: in the phone menu (opened here) or in the strip above the desktop bar. */
async function urgentLinks(page: Page) {
  const banner = page.getByRole('banner');
  const menu = banner.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) {
    await menu.click();
    return banner.getByRole('navigation', { name: 'Main menu' });
  }
  return banner.getByRole('navigation', { name: 'Urgent and offers' });
}

test.describe('the header, at every width', () => {
  test('offers Book a flight and the 24/7 number, and the urgent pages @mobile', async ({ page }) => {
    await page.goto('/about/');
    const banner = page.getByRole('banner');
    const book = banner.getByRole('link', { name: 'Book a flight' });
    await expect(book).toBeVisible();
    await expect(book).toHaveAttribute('href', '/book/');
    const call = banner.getByRole('link', { name: `Call us 24/7 ${company.phone.display}` });
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute('href', `tel:${company.phone.e164}`);
    // Nothing in the bar is pushed off the screen or onto a second line.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const bar = await banner.getByRole('link', { name: 'Vayu Jets' }).boundingBox();
    expect(bar?.height).toBeLessThanOrEqual(40);

    const links = await urgentLinks(page);
    for (const [name, href] of URGENT) {
      await expect(links.getByRole('link', { name, exact: true })).toBeVisible();
      await expect(links.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expectNoAxeViolations(page);
    await links.getByRole('link', { name: 'Air ambulance', exact: true }).click();
    await expect(page).toHaveURL(/\/air-ambulance\/$/);
    await expect(banner.getByRole('link', { name: 'Book a flight' })).toBeVisible();
  });

  test('the home page Air Ambulance card leads to /air-ambulance/ @mobile', async ({ page }) => {
    await page.goto('/');
    const services = page.getByRole('region', { name: 'Every kind of flight, arranged by one team' });
    await services.getByRole('link', { name: 'Air Ambulance' }).click();
    await expect(page).toHaveURL(/\/air-ambulance\/$/);
  });

  test('the floating WhatsApp button on /air-ambulance/ greets the medical desk @mobile', async ({ page }) => {
    await page.goto('/air-ambulance/');
    const href = (await page.getByRole('link', { name: 'Chat on WhatsApp' }).getAttribute('href')) ?? '';
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe(COMPANY_CHAT);
    expect(url.searchParams.get('text')).toBe(
      'Hello Vayu Jets medical desk, we need an air ambulance. Please call me back.',
    );
  });
});

test.describe('Compare', () => {
  test('with three aircraft chosen, every name is on screen and readable @mobile', async ({ page }) => {
    await page.goto('/fleet/?compare=citation-cj3,global-7500,bell-429');
    const compare = page.getByRole('region', { name: 'Compare aircraft' });
    await compare.scrollIntoViewIfNeeded();
    for (const name of ['Citation CJ3+', 'Global 7500', 'Bell 429']) {
      const label = compare.getByText(name, { exact: true }).first();
      await label.scrollIntoViewIfNeeded();
      await expect(label).toBeInViewport({ ratio: 1 });
      const size = await label.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
      expect(size).toBeGreaterThanOrEqual(14);
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('Watch this route', () => {
  const watchButton = (scope: Locator) => scope.getByRole('button', { name: /^(Watch this route|Watching)$/ });

  test('says Watching, exposes its pressed state and confirms each change politely @mobile', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-23T10:00:00+05:30'));
    await page.goto('/empty-legs/');
    const dubai = cardWithHeading(page, 'Mumbai (BOM) → Dubai (DXB)');
    const watch = watchButton(dubai);
    await expect(watch).toHaveText('Watch this route');
    await expect(watch).toHaveAttribute('aria-pressed', 'false');
    const status = dubai.getByRole('status');
    await expect(status).toHaveText('');

    await watch.click();
    await expect(watch).toHaveText('Watching');
    await expect(watch).toHaveAttribute('aria-pressed', 'true');
    await expect(status).toHaveText('Added Mumbai (BOM) → Dubai (DXB) to your watched routes.');
    await expect(status).toBeVisible();
    await expectNoAxeViolations(page);

    await watch.click();
    await expect(watch).toHaveText('Watch this route');
    await expect(watch).toHaveAttribute('aria-pressed', 'false');
    await expect(status).toHaveText('Removed Mumbai (BOM) → Dubai (DXB) from your watched routes.');
  });

  test('the watchlist confirms what its form adds and what Remove takes away', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-23T10:00:00+05:30'));
    await page.goto('/empty-legs/');
    const watchlist = page.getByRole('region', { name: 'Your watched routes' });
    const form = page.getByRole('form', { name: 'Watch any route' });
    await form.getByLabel('From').selectOption({ label: 'Kolkata (CCU)' });
    await form.getByLabel('To').selectOption({ label: 'Chennai (MAA)' });
    await form.getByRole('button', { name: 'Watch this route' }).click();
    const status = watchlist.getByRole('status');
    await expect(status).toHaveText('Added Kolkata (CCU) → Chennai (MAA) to your watched routes.');
    await watchlist.getByRole('button', { name: 'Remove' }).click();
    await expect(status).toHaveText('Removed Kolkata (CCU) → Chennai (MAA) from your watched routes.');
  });
});

test.describe('the home hero without its photo', () => {
  test.use({ failOnConsoleErrors: false }); // the refused photos log errors on purpose

  test('the missing-photo caption never covers the hero text or the form @mobile', async ({ page }) => {
    await page.route('https://images.unsplash.com/**', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/');
    const caption = page.getByText('A business jet waiting on an airport apron at dusk, seen nose-on');
    await expect(caption).toBeVisible();
    const hero = page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) });
    const boxes = [
      hero.locator('.eyebrow'),
      page.getByRole('heading', { level: 1 }),
      hero.getByText('From a same-day hop to Goa'),
      page.getByRole('form', { name: 'Plan your flight' }),
    ];
    const captionBox = (await caption.boundingBox())!;
    for (const box of boxes) {
      const other = (await box.boundingBox())!;
      const overlaps =
        captionBox.x < other.x + other.width &&
        other.x < captionBox.x + captionBox.width &&
        captionBox.y < other.y + other.height &&
        other.y < captionBox.y + captionBox.height;
      expect(overlaps, `the caption overlaps ${await box.evaluate((element) => element.outerHTML.slice(0, 60))}`).toBe(
        false,
      );
    }
    await expectNoAxeViolations(page);
  });
});
