import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { chooseSuggestion, suggestions } from './helpers/suggestions';

const departure = (page: Page) => page.getByRole('combobox', { name: 'Departure city' });
const arrival = (page: Page) => page.getByRole('combobox', { name: 'Arrival city' });
const panel = (page: Page) => page.getByRole('region', { name: 'Route estimate' });

async function chooseRoute(page: Page, from: string, to: string) {
  await chooseSuggestion(departure(page), from);
  await chooseSuggestion(arrival(page), to);
}

async function chooseSelect(page: Page, name: string, option: string) {
  await page.getByRole('combobox', { name }).selectOption({ label: option });
}

test.describe('route estimate on /book', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/book/');
  });

  test('From and To suggest our airports by code, city or airport name, and keep free text @mobile', async ({
    page,
  }) => {
    await departure(page).focus();
    await page.keyboard.type('bom');
    await expect
      .poll(async () => (await suggestions(departure(page)))[0])
      .toEqual({
        value: 'Mumbai (BOM)',
        label: 'Chhatrapati Shivaji Maharaj International Airport, India · Bombay',
      });
    await page.keyboard.press('Tab');
    await expect(arrival(page)).toBeFocused();
    await page.keyboard.type('heathrow');
    await expect.poll(async () => (await suggestions(arrival(page)))[0]?.value).toBe('London (LHR)');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('del');
    await expect.poll(async () => (await suggestions(arrival(page)))[0]?.value).toBe('New Delhi (DEL)');

    // Free text stays: a place we do not list is kept as typed.
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Alibag helipad');
    await page.keyboard.press('Tab');
    await expect(arrival(page)).toHaveValue('Alibag helipad');
  });

  test('itemises Mumbai to Delhi in a light jet @mobile', async ({ page }) => {
    await chooseRoute(page, 'Mumbai', 'Delhi');
    await expect(departure(page)).toHaveValue('Mumbai (BOM)');
    await expect(arrival(page)).toHaveValue('New Delhi (DEL)');
    const estimate = panel(page);
    await expect(estimate).toContainText('Mumbai (BOM) → New Delhi (DEL), Light Jet');
    await expect(estimate).toContainText('1,137 km (614 nm)');
    await expect(estimate).toContainText('1 h 59 min');
    // At the light jet's slowest aircraft, the Citation CJ3+'s 416 kn: 613.83 nm ÷ 416 + 0.5 h = 119 min;
    // 119 min → ₹4,95,833 out; 238 min → ₹9,91,667, so ₹4,95,834 back; + ₹80,000 = ₹10,71,667; GST ₹1,92,900;
    // total ₹12,64,567
    await expect(estimate).toContainText('₹11,63,000 – ₹14,17,000');
    await expect(estimate.getByRole('row', { name: /Your flight/ })).toContainText('₹4,95,833');
    await expect(estimate.getByRole('row', { name: /Return to base/ })).toContainText('₹4,95,834');
    await expect(estimate.getByRole('row', { name: /Airport and handling charges/ })).toContainText('₹80,000');
    await expect(estimate.getByRole('row', { name: /GST as applicable \(18%\)/ })).toContainText('₹1,92,900');
    await expect(estimate.getByRole('row', { name: /Estimated total/ })).toContainText('₹12,64,567');
    await expect(estimate.getByRole('heading', { name: 'Not included' })).toBeVisible();
    await expect(estimate).toContainText('De-icing and hangarage');

    // It follows the form: a midsize jet changes the figures.
    await chooseSelect(page, 'Jet type', 'Midsize Jet (6-9)');
    await expect(estimate).toContainText('Mumbai (BOM) → New Delhi (DEL), Midsize Jet');
    await expect(estimate).not.toContainText('₹12,64,567');
  });

  test('suggests a larger category for an oversize group', async ({ page }) => {
    await chooseRoute(page, 'BOM', 'DXB');
    await chooseSelect(page, 'Passengers', '12 Passengers');
    await expect(panel(page)).toContainText(
      "12 passengers is more than the Light Jet's 7 seats. A Heavy Jet seats up to 14.",
    );
    await chooseSelect(page, 'Jet type', 'Heavy Jet (10-14)');
    await expect(panel(page)).not.toContainText('is more than');
  });

  test('refuses a route beyond range, with no price, and names the category that flies it non-stop', async ({
    page,
  }) => {
    await chooseRoute(page, 'Mumbai', 'London');
    await chooseSelect(page, 'Jet type', 'Helicopter (2-6)');
    await expect(panel(page)).toContainText(
      'The Helicopter flies at most 333 nm without a fuel stop, and Mumbai (BOM) → London (LHR) is 3,895 nm. We plan no fuel stops, so we do not price this trip with it. The Heavy Jet flies it non-stop: choose it above.',
    );
    await expect(panel(page)).not.toContainText('Estimated total');
    await expect(panel(page)).not.toContainText('₹');
    await chooseSelect(page, 'Jet type', 'Heavy Jet (10-14)');
    await expect(panel(page)).toContainText('Estimated total');
  });

  test('prices a place we do not list by hand', async ({ page }) => {
    await departure(page).fill('Lonavala helipad');
    await arrival(page).fill('Goa');
    await expect(panel(page)).toContainText(
      "“Lonavala helipad” is not in our airport list yet, so we'll price this route by hand.",
    );
  });

  test('the WhatsApp consultation carries the estimate', async ({ page }) => {
    await page.evaluate(() => {
      (window as unknown as { opened: string[] }).opened = [];
      window.open = (url?: string | URL) => {
        (window as unknown as { opened: string[] }).opened.push(String(url));
        return null;
      };
    });
    await chooseRoute(page, 'Mumbai', 'Delhi');
    await page.getByRole('button', { name: 'WhatsApp Consultation' }).click();
    // The text is worded on the click, once its module has loaded.
    await expect.poll(() => page.evaluate(() => (window as unknown as { opened: string[] }).opened.length)).toBe(1);
    const opened = await page.evaluate(() => (window as unknown as { opened: string[] }).opened);
    const text = new URL(opened[0]).searchParams.get('text') ?? '';
    expect(text).toContain('Departure: Mumbai (BOM)');
    expect(text).toContain('Route estimate: Mumbai (BOM) → New Delhi (DEL), Light Jet');
    expect(text).toContain('Estimate: ₹11,63,000 – ₹14,17,000');
  });

  test('has no axe violations with the estimate and suggestions for what is typed', async ({ page }) => {
    await chooseRoute(page, 'BOM', 'LHR');
    await chooseSelect(page, 'Passengers', '12 Passengers');
    await expect(panel(page)).toContainText('The Heavy Jet flies it non-stop');
    await departure(page).fill('Mu');
    await expect.poll(async () => (await suggestions(departure(page)))[0]?.value).toBe('Mumbai (BOM)');
    await expectNoAxeViolations(page);
  });
});
