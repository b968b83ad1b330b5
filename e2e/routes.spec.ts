import type { Page } from '@playwright/test';
import { airports } from '@/content/airports';
import { inclusions } from '@/content/inclusions';
import { priceGuide } from '@/content/price-guide';
import { pricing } from '@/content/pricing';
import { estimateRoute } from '@/lib/estimate/estimate';
import { formatINR } from '@/lib/format';
import type { JetType } from '@/lib/schemas/content/jet-types';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { cardWithHeading } from './helpers/cards';
import { toast } from './helpers/toast';

// Mumbai is UTC+05:30: these instants are written in Mumbai's wall-clock time.
const mumbai = (local: string) => new Date(`${local}+05:30`);
const ROUTE = '/routes/mumbai-to-delhi/';

/** The estimator's one-way total, as /book works it out, for the figures the page must show. */
function oneWayTotal(from: string, to: string, jetType: JetType) {
  const estimate = estimateRoute({ from, to, jetType, passengers: 1 }, airports, pricing);
  if (estimate.status !== 'ok') throw new Error(`no estimate for ${from} to ${to}`);
  return formatINR(estimate.total);
}

const estimates = (page: Page) => page.getByRole('region', { name: 'What this trip costs', exact: true });

test.describe('route pages', () => {
  test('answer with their own title, h1, estimate, non-stop list, live empty legs and FAQ @mobile', async ({
    page,
  }) => {
    // 23 November: the Delhi to Mumbai empty leg of 28 November is still on sale.
    await page.clock.setFixedTime(mumbai('2026-11-23T10:00:00'));
    const response = await page.goto(ROUTE);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Private jet Mumbai to Delhi: cost and flight time | Vayu Jets');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Private jet from Mumbai to Delhi');
    await expect(page.getByText('Great-circle distance', { exact: true })).toBeVisible();

    const light = cardWithHeading(estimates(page), 'Light Jet');
    await expect(light.getByText('₹2,50,000 per flight hour')).toBeVisible();
    const oneWay = light.getByRole('table').first();
    await expect(oneWay.getByRole('rowheader', { name: /Your flight/ })).toBeVisible();
    await expect(oneWay.getByRole('row', { name: /Estimated total/ })).toContainText(
      oneWayTotal('BOM', 'DEL', 'light'),
    );
    await expect(light.getByRole('heading', { name: 'Round trip, back 2 days later' })).toBeVisible();
    // Out of the helicopters' range non-stop, so no helicopter estimate.
    await expect(cardWithHeading(estimates(page), 'Helicopter')).toHaveCount(0);

    const nonStop = page.getByRole('list', { name: 'Non-stop' });
    await expect(nonStop.getByRole('listitem')).toContainText(['Citation CJ3+', 'Global 7500']);
    await expect(page.getByRole('list', { name: 'Beyond its range' })).toContainText('Bell 429');

    await expect(page.getByRole('heading', { name: 'New Delhi (DEL) → Mumbai (BOM)' })).toBeVisible();

    await expect(page.getByRole('heading', { level: 2, name: 'Questions about Mumbai to Delhi' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Can a private jet fly Mumbai to Delhi non-stop?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Delhi to Mumbai' })).toHaveAttribute(
      'href',
      '/routes/delhi-to-mumbai/',
    );
    await expectNoAxeViolations(page);
  });

  test('hide an empty leg once its day has passed in Mumbai', async ({ page }) => {
    await page.clock.setFixedTime(mumbai('2026-11-29T00:00:00'));
    await page.goto(ROUTE);
    await expect(page.getByText('No empty legs on this route right now.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'New Delhi (DEL) → Mumbai (BOM)' })).toHaveCount(0);
  });

  test('show the same empty legs as the home page on the same day in Mumbai', async ({ page }) => {
    // The Mumbai to Goa (Mopa) leg flies 30 November to 2 December: on sale on the 29th, gone on the 3rd.
    const mopa = (where: Page) => where.getByRole('heading', { name: 'Mumbai (BOM) → Goa (Mopa) (GOX)', exact: true });
    for (const [day, count] of [
      ['2026-11-29T09:00:00', 1],
      ['2026-12-03T09:00:00', 0],
    ] as const) {
      await page.clock.setFixedTime(mumbai(day));
      await page.goto('/');
      await expect(mopa(page)).toHaveCount(count);
      await page.goto('/routes/mumbai-to-goa/');
      await expect(mopa(page)).toHaveCount(count);
    }
  });

  test('"Plan this trip" lands on /book with the route filled and the same estimate', async ({ page }) => {
    await page.goto(ROUTE);
    await page.getByRole('link', { name: 'Plan this trip' }).click();
    await expect(page).toHaveURL(/\/book\/\?from=Mumbai\+%28BOM%29&to=New\+Delhi\+%28DEL%29$/);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await expect(page.getByRole('combobox', { name: 'Departure city', exact: true })).toHaveValue('Mumbai (BOM)');
    await expect(page.getByRole('combobox', { name: 'Arrival city', exact: true })).toHaveValue('New Delhi (DEL)');
    const estimate = page.getByRole('region', { name: 'Route estimate', exact: true });
    await expect(estimate.getByRole('row', { name: /Estimated total/ })).toContainText(
      oneWayTotal('BOM', 'DEL', 'light'),
    );

    // Get Instant Quote names this trip's total, labels the rate per flight hour and moves focus to the estimate.
    await page.getByRole('button', { name: 'Get Instant Quote', exact: true }).click();
    await expect(
      toast(
        page,
        `Estimated cost of this trip in a Light Jet: ${oneWayTotal('BOM', 'DEL', 'light')}, GST as applicable. A Light Jet is ₹2,50,000 per flight hour.`,
      ),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Route estimate' })).toBeFocused();
  });

  test('are listed by origin on /routes/ @mobile', async ({ page }) => {
    await page.goto('/routes/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Popular private jet routes');
    const mumbaiRoutes = page.getByRole('region', { name: 'From Mumbai' });
    await expect(mumbaiRoutes.getByRole('link', { name: 'Mumbai to London' })).toHaveAttribute(
      'href',
      '/routes/mumbai-to-london/',
    );
    await expectNoAxeViolations(page);
  });
});

test.describe('the price guide', () => {
  test('gives the rate per flight hour and sample routes whose links resolve @mobile', async ({ page, request }) => {
    const response = await page.goto('/private-jet-charter-cost/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('What a private jet charter costs');
    const bands = page.getByRole('region', { name: 'What a private jet costs per flight hour', exact: true });
    await expect(bands.getByRole('row', { name: /Light Jet/ })).toContainText('₹2,50,000');
    // What is added to the flying hours is the one inclusions list's, each item once.
    for (const item of inclusions.itemised)
      await expect(page.getByRole('term').filter({ hasText: item.text })).toHaveCount(1);

    const samples = page.getByRole('region', { name: 'What popular routes cost', exact: true });
    const goa = samples.getByRole('row', { name: /Mumbai to Goa/ });
    await expect(goa).toContainText(oneWayTotal('BOM', 'GOI', 'light'));
    const links = samples.getByRole('table').getByRole('link');
    await expect(links).toHaveCount(priceGuide.samples.routes.length);
    for (const href of await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''))) {
      expect(href).toMatch(/^\/routes\/[a-z-]+-to-[a-z-]+\/$/);
      expect((await request.get(href)).status(), href).toBe(200);
    }
    await expectNoAxeViolations(page);
  });

  test('is linked from the footer and /book, and /routes/ from the home page and /fleet', async ({ page }) => {
    await page.goto('/book/');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Charter Prices' })).toHaveAttribute(
      'href',
      '/private-jet-charter-cost/',
    );
    await expect(page.getByRole('link', { name: 'What charter costs: our price guide' })).toHaveAttribute(
      'href',
      '/private-jet-charter-cost/',
    );
    await page.goto('/fleet/');
    await expect(page.getByRole('link', { name: 'Which aircraft fly your route' })).toHaveAttribute('href', '/routes/');
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Prices on popular routes' })).toHaveAttribute('href', '/routes/');
  });
});
