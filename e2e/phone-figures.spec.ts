import type { Locator, Page } from '@playwright/test';
import { aircraftPages } from '../content/aircraft-pages';
import { priceGuide } from '../content/price-guide';
import { site } from '../content/site';
import { MAX_LEGS } from '../lib/trips/rules';
import { expect, test } from './fixtures';
import { scanUnderChatButton } from './helpers/chat-button';
import { toast } from './helpers/toast';

// A phone shows every figure: tables scroll with a visible hint or fit, the WhatsApp button never
// sits over a figure, and the estimate carries one notice at most.

test.use({ viewport: { width: 375, height: 812 } });

const visibleButton = (page: Page) => page.locator('[data-whatsapp-fab]').filter({ visible: true }).first();

test.describe('figures on a 375px phone', () => {
  test('the price guide’s tables fit or visibly scroll, and every column can be reached', async ({ page }) => {
    await page.goto('/private-jet-charter-cost/');
    for (const name of [priceGuide.bands.heading, priceGuide.samples.heading]) {
      const region: Locator = page.getByRole('region', { name, exact: true });
      const overflows = await region.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
      expect(overflows, `${name}: a phone is narrower than the table`).toBe(true);
      await expect(region).toHaveAccessibleDescription(site.scrollHint);
      await expect(page.getByText(site.scrollHint).first()).toBeVisible();
      // Focusable, so arrow keys scroll it; scrolled to its end, the last column sits on the screen.
      await expect(region).toHaveAttribute('tabindex', '0');
      await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
      const last = region.getByRole('columnheader').last();
      const box = (await last.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect(box.x).toBeGreaterThanOrEqual(0);
    }
  });

  test('the WhatsApp button never covers a figure of Compare at any scroll position', async ({ page }) => {
    await page.goto('/fleet/?compare=citation-cj3,global-7500,bell-429');
    const stacked = page.getByRole('region', { name: 'Compare aircraft' });
    await expect(stacked.getByRole('definition').first()).toBeVisible();
    await expect(visibleButton(page)).toBeVisible();
    expect(await stacked.locator('dd dd, dd dt').count()).toBeGreaterThan(10);
    const { covered, hiddenAt } = await scanUnderChatButton(page, { also: 'dd dd, dd dt' });
    expect(covered).toEqual([]);
    expect(hiddenAt).toEqual([]);
  });

  test('the WhatsApp button never covers a figure of the fleet price table at any scroll position', async ({
    page,
  }) => {
    await page.goto('/fleet/citation-cj3/');
    const table = page.getByRole('table', { name: aircraftPages.pricesHeading });
    await expect(table.getByRole('cell').first()).toBeVisible();
    expect(await table.locator('td, tbody th').count()).toBeGreaterThan(3);
    const { covered } = await scanUnderChatButton(page, { also: '[data-figures] :is(td, tbody th)' });
    expect(covered).toEqual([]);
  });

  test('warnings over the estimate share one notice', async ({ page }) => {
    // Two legs without dates, twelve people in a light jet: two warnings.
    await page.goto('/book/?trip=multi-city&from=BOM&to=DEL&from2=DEL&to2=GOI&pax=12');
    const estimate = page.getByRole('region', { name: 'Route estimate' });
    await expect(estimate).toContainText('Choose a date for every leg');
    await expect(estimate).toContainText('is more than the');
    await expect(estimate.getByRole('note')).toHaveCount(1);
    await expect(estimate.getByRole('note').getByRole('listitem')).toHaveCount(2);
  });

  test('a planner link cut to the planner’s limit says how many legs it kept', async ({ page }) => {
    const legs = Array.from({ length: 49 }, (_, i) => `from${i + 2}=BOM&to${i + 2}=DEL`).join('&');
    await page.goto(`/book/?trip=multi-city&from=DEL&to=BOM&${legs}`);
    await expect(
      toast(page, `This link held more legs than a trip takes: the planner kept the first ${MAX_LEGS}`),
    ).toBeVisible();
    await expect(page.locator('input[type="time"][name$="time"]')).toHaveCount(MAX_LEGS);
  });
});
