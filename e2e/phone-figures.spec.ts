import type { Locator, Page } from '@playwright/test';
import { aircraftPages } from '../content/aircraft-pages';
import { priceGuide } from '../content/price-guide';
import { site } from '../content/site';
import { MAX_LEGS } from '../lib/trips/rules';
import { expect, test } from './fixtures';
import { scanUnderChatButton } from './helpers/chat-button';
import { toast } from './helpers/toast';

// A phone shows every figure whole: the price guide's tables as a card per row, the WhatsApp button
// never over a figure, and the estimate with one notice at most.

test.use({ viewport: { width: 375, height: 812 } });

const visibleButton = (page: Page) => page.locator('[data-whatsapp-fab]').filter({ visible: true }).first();

test.describe('figures on a 375px phone', () => {
  test('the price guide’s tables show every price whole: a card per row, each figure under its column’s name', async ({
    page,
  }) => {
    await page.goto('/private-jet-charter-cost/');
    for (const name of [priceGuide.bands.heading, priceGuide.samples.heading]) {
      const region: Locator = page.getByRole('region', { name, exact: true });
      const overflows = await region.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
      expect(overflows, `${name}: nothing lies beyond the screen`).toBe(false);
      for (const hint of await page.getByText(site.scrollHint).all()) await expect(hint).toBeHidden();
      // Still a table to a screen reader: its column headers name each cell.
      expect(await region.getByRole('columnheader').count()).toBeGreaterThan(3);
      const cut = await region.evaluate((element) => {
        const bounds = element.getBoundingClientRect();
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        const cutOff: string[] = [];
        for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null)
          for (const match of node.data.matchAll(/₹[\d,]+/g)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const rects = [...range.getClientRects()];
            const whole = rects.length === 1 && rects[0].left >= bounds.left && rects[0].right <= bounds.right;
            if (!whole) cutOff.push(match[0]);
          }
        return { cutOff, seen: element.textContent?.match(/₹/g)?.length ?? 0 };
      });
      expect(cut.seen).toBeGreaterThan(3);
      expect(cut.cutOff, `${name}: prices cut or broken over two lines`).toEqual([]);
    }
    const samples = page.getByRole('region', { name: priceGuide.samples.heading, exact: true });
    // Each figure's column is named above it on the card (generated content, silent to a screen reader).
    const label = await samples
      .locator('td[data-label]')
      .nth(1)
      .evaluate((cell) => [cell.getAttribute('data-label'), getComputedStyle(cell, '::before').display]);
    expect(label).toEqual(['Light Jet', 'block']);
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
