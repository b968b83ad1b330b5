import type { Locator, Page } from '@playwright/test';
import { WATCHLIST_KEY } from '../lib/empty-legs/watchlist-keys';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { cardWithHeading } from './helpers/cards';
import { company, SITE } from './helpers/company';

// Mumbai is UTC+05:30: these instants are written in Mumbai's wall-clock time.
const mumbai = (local: string) => new Date(`${local}+05:30`);
const TODAY = mumbai('2026-11-23T10:00:00');

async function openBoard(page: Page, at = TODAY) {
  await page.clock.setFixedTime(at);
  await page.goto('/empty-legs/');
}

const offer = (page: Page, route: string) => cardWithHeading(page, route);
const count = (page: Page) => page.getByRole('status').filter({ hasText: /empty legs?$/ });
const filters = (page: Page) => page.getByRole('search', { name: 'Filter empty legs' });
const watchlist = (page: Page) => page.getByRole('region', { name: 'Your watched routes' });
const watchForm = (page: Page) => page.getByRole('form', { name: 'Watch any route' });
/** An offer's watch button, by either of its labels ("Watching" while pressed). */
const watchButton = (card: Locator) => card.getByRole('button', { name: /^(Watch this route|Watching)$/ });

async function whatsappText(link: Locator) {
  const href = (await link.getAttribute('href')) ?? '';
  expect(href?.startsWith(`https://wa.me/${company.whatsapp}?text=`)).toBe(true);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  return new URL(href).searchParams.get('text') ?? '';
}

test.describe('empty legs board', () => {
  test('each offer shows its route, window, aircraft, seats, price, saving, status and what happens if it changes @emptylegs', async ({
    page,
  }) => {
    await openBoard(page);
    await expect(count(page)).toHaveText('10 empty legs');
    const delhi = offer(page, 'New Delhi (DEL) → Mumbai (BOM)');
    await expect(delhi).toContainText('28 November 2026');
    await expect(delhi).toContainText('Praetor 500 (Midsize Jet)');
    await expect(delhi).toContainText('₹9,50,000');
    await expect(delhi).toContainText(/₹[\d,]+ \([\d.]+%\) against our one-way estimate of ₹[\d,]+/);
    await expect(delhi.getByText('Confirmed', { exact: true })).toBeVisible();
    await expect(delhi).toContainText('If the original flight changes: Refund.');
    const goa = offer(page, 'Mumbai (BOM) → Goa (Mopa) (GOX)');
    await expect(goa).toContainText('30 November – 2 December 2026');
    await expect(goa.getByText('Indicative', { exact: true })).toBeVisible();
    await expect(goa).toContainText('If the original flight changes: Rerouting offered.');

    const text = await whatsappText(delhi.getByRole('link', { name: 'Request this flight' }));
    for (const part of ['VJ-EL-101', 'New Delhi (DEL) → Mumbai (BOM)', '28 November 2026', 'Praetor 500', '₹9,50,000'])
      expect(text).toContain(part);
    await expectNoAxeViolations(page);
  });

  test.describe('in a device set to Los Angeles time', () => {
    test.use({ timezoneId: 'America/Los_Angeles' });

    test('an offer shows until the end of its last day in Mumbai and is gone at midnight there @emptylegs', async ({
      page,
    }) => {
      const route = 'New Delhi (DEL) → Mumbai (BOM)';
      await openBoard(page, mumbai('2026-11-28T23:59:00'));
      await expect(offer(page, route)).toBeVisible();
      await expect(count(page)).toHaveText('10 empty legs');

      // Still 28 November in Los Angeles, already 29 November in Mumbai.
      await page.clock.setFixedTime(mumbai('2026-11-29T00:00:00'));
      await page.reload();
      await expect(count(page)).toHaveText('9 empty legs');
      await expect(offer(page, route)).toHaveCount(0);
      // A window stays live through its last date.
      await expect(offer(page, 'Mumbai (BOM) → Goa (Mopa) (GOX)')).toBeVisible();
    });
  });

  test('when every window has passed it says so and points to the watchlist and the booking page @emptylegs', async ({
    page,
  }) => {
    await openBoard(page, mumbai('2027-02-01T09:00:00'));
    await expect(page.getByRole('heading', { name: 'No empty legs right now' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    await expect(count(page)).toHaveText('0 empty legs');
    await expect(page.getByRole('link', { name: 'Watch a route' })).toHaveAttribute('href', '#watchlist');
    await expect(page.getByRole('main').getByRole('link', { name: 'Book a flight' })).toHaveAttribute('href', '/book/');
    await expectNoAxeViolations(page);
  });

  test('From and To narrow the list and the count updates politely @emptylegs', async ({ page }) => {
    await openBoard(page);
    await expect(count(page)).toHaveAttribute('role', 'status');
    const from = filters(page).getByLabel('From');
    const to = filters(page).getByLabel('To');
    await expect(from).toHaveValue('');
    await expect(from.locator('option:checked')).toHaveText('Any');

    await from.selectOption({ label: 'Mumbai (BOM)' });
    await expect(count(page)).toHaveText('2 empty legs');
    await to.selectOption({ label: 'Dubai (DXB)' });
    await expect(count(page)).toHaveText('1 empty leg');
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(offer(page, 'Mumbai (BOM) → Dubai (DXB)')).toBeVisible();

    await from.selectOption({ label: 'Any' });
    await to.selectOption({ label: 'Any' });
    await expect(count(page)).toHaveText('10 empty legs');
  });
});

test.describe('watchlist', () => {
  test('watch from an offer and from the form, get alerts on WhatsApp, remove, and keep them after a reload @emptylegs', async ({
    page,
  }) => {
    await openBoard(page);
    const dubai = offer(page, 'Mumbai (BOM) → Dubai (DXB)');
    const watch = watchButton(dubai);
    await expect(watch).toHaveAttribute('aria-pressed', 'false');
    await watch.click();
    await expect(watch).toHaveAttribute('aria-pressed', 'true');
    await expect(dubai.getByText('On your watchlist')).toBeVisible();
    await expect(watchlist(page).getByRole('listitem')).toHaveText(['Mumbai (BOM) → Dubai (DXB)Remove']);

    await watchForm(page).getByRole('button', { name: 'Watch this route' }).click();
    await expect(watchForm(page).getByText('Please choose where you would fly from.')).toBeVisible();
    await expect(watchForm(page).getByLabel('From')).toBeFocused();
    await watchForm(page).getByLabel('From').selectOption({ label: 'Kolkata (CCU)' });
    await watchForm(page).getByLabel('To').selectOption({ label: 'Chennai (MAA)' });
    await watchForm(page).getByRole('button', { name: 'Watch this route' }).click();
    await expect(watchlist(page).getByRole('listitem')).toHaveCount(2);

    const text = await whatsappText(watchlist(page).getByRole('link', { name: 'Get alerts on WhatsApp' }));
    expect(text).toContain('Mumbai (BOM) → Dubai (DXB)');
    expect(text).toContain('Kolkata (CCU) → Chennai (MAA)');
    expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), WATCHLIST_KEY)) ?? '')).toEqual({
      version: 1,
      routes: [
        { from: 'BOM', to: 'DXB' },
        { from: 'CCU', to: 'MAA' },
      ],
    });
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(watchlist(page).getByRole('listitem')).toHaveCount(2);
    await expect(offer(page, 'Mumbai (BOM) → Dubai (DXB)').getByText('On your watchlist')).toBeVisible();
    await watchlist(page)
      .getByRole('listitem')
      .filter({ hasText: 'Mumbai (BOM) → Dubai (DXB)' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await expect(watchlist(page).getByRole('listitem')).toHaveText(['Kolkata (CCU) → Chennai (MAA)Remove']);
    await expect(offer(page, 'Mumbai (BOM) → Dubai (DXB)').getByText('On your watchlist')).toHaveCount(0);
  });

  test('works by keyboard alone @emptylegs', async ({ page }) => {
    await openBoard(page);
    const from = filters(page).getByLabel('From');
    await from.focus();
    await page.keyboard.press('ArrowDown');
    await expect(count(page)).not.toHaveText('10 empty legs');
    await from.selectOption('');

    const watch = watchButton(offer(page, 'New Delhi (DEL) → Mumbai (BOM)'));
    await watch.focus();
    await page.keyboard.press('Space');
    await expect(watch).toHaveAttribute('aria-pressed', 'true');
    const remove = watchlist(page).getByRole('button', { name: 'Remove' });
    await remove.focus();
    await page.keyboard.press('Enter');
    await expect(watchlist(page).getByText('You are not watching any routes yet.')).toBeVisible();
    await expect(watch).toHaveAttribute('aria-pressed', 'false');
  });

  test('a bad stored watchlist never breaks the page and is kept aside, not destroyed @emptylegs', async ({ page }) => {
    const raw = JSON.stringify({ version: 1, routes: [{ from: 'BOM', to: 'DXB' }, 'oops', { from: 'x' }] });
    await page.addInitScript(
      ([key, value]) => {
        if (!sessionStorage.getItem('seeded')) localStorage.setItem(key, value);
        sessionStorage.setItem('seeded', '1');
      },
      [WATCHLIST_KEY, raw],
    );
    await openBoard(page);
    await expect(watchlist(page).getByRole('listitem')).toHaveText(['Mumbai (BOM) → Dubai (DXB)Remove']);
    await expect(watchlist(page).getByRole('alert')).toContainText('Part of your saved watchlist could not be read');
    const backups = () =>
      page.evaluate(
        (prefix) =>
          Object.keys(localStorage)
            .filter((key) => key.startsWith(prefix))
            .map((key) => localStorage.getItem(key)),
        `${WATCHLIST_KEY}:backup:`,
      );
    expect(await backups()).toEqual([raw]);

    await page.evaluate((key) => localStorage.setItem(key, '{"version":1,"routes":'), WATCHLIST_KEY);
    await page.reload();
    await expect(count(page)).toHaveText('10 empty legs');
    await expect(watchlist(page).getByText('You are not watching any routes yet.')).toBeVisible();
    await offer(page, 'Mumbai (BOM) → Dubai (DXB)').getByRole('button', { name: 'Watch this route' }).click();
    await expect(watchlist(page).getByRole('listitem')).toHaveCount(1);
    expect(await backups()).toEqual(expect.arrayContaining([raw, '{"version":1,"routes":']));
  });

  test('a write the browser refuses is reported and nothing is shown as watched @emptylegs', async ({ page }) => {
    await page.addInitScript((key) => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (name: string, value: string) {
        if (name === key) throw new DOMException('full', 'QuotaExceededError');
        return setItem.call(this, name, value);
      };
    }, WATCHLIST_KEY);
    await openBoard(page);
    const watch = watchButton(offer(page, 'Mumbai (BOM) → Dubai (DXB)'));
    await watch.click();
    await expect(watchlist(page).getByRole('alert')).toContainText('Your watchlist was not saved');
    await expect(watch).toHaveAttribute('aria-pressed', 'false');
    await expect(watchlist(page).getByText('You are not watching any routes yet.')).toBeVisible();
  });

  test('fits a 375px screen @emptylegs @mobile', async ({ page }) => {
    await openBoard(page);
    await expect(
      offer(page, 'New Delhi (DEL) → Mumbai (BOM)').getByRole('link', { name: 'Request this flight' }),
    ).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('home page', () => {
  test('"Empty legs this week" shows the next three live offers and links to the board @emptylegs', async ({
    page,
  }) => {
    await page.clock.setFixedTime(mumbai('2026-11-29T08:00:00'));
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Empty legs this week' });
    await expect(section.getByRole('heading', { level: 3 })).toHaveText([
      'Mumbai (BOM) → Goa (Mopa) (GOX)',
      'Bengaluru (BLR) → Mumbai (BOM)',
      'Hyderabad (HYD) → New Delhi (DEL)',
    ]);
    await section.getByRole('link', { name: 'See all empty legs' }).click();
    await expect(page).toHaveURL(/\/empty-legs\/$/);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Empty Legs' })).toHaveAttribute(
      'href',
      '/empty-legs/',
    );
  });
});

test('is in the sitemap and describes its offers as an ItemList @emptylegs', async ({ page, request }) => {
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`<loc>${SITE}/empty-legs/</loc>`);
  await page.goto('/empty-legs/');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const list = blocks.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'ItemList');
  expect(list.itemListElement.length).toBeGreaterThan(0);
  expect(list.itemListElement[0].item).toMatchObject({ '@type': 'Offer', priceCurrency: 'INR' });
});
