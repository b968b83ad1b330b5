import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { isoInDays } from './helpers/dates';
import { requestDialog } from './helpers/request-dialog';
import { suggestions } from './helpers/suggestions';

// What travellers type for a place, each with the airport it names: /book prices the route from it.
const NAMES: [typed: string, label: string][] = [
  ['Delhi', 'New Delhi (DEL)'],
  ['delhi ', 'New Delhi (DEL)'],
  ['Delhi (DEL)', 'New Delhi (DEL)'],
  ['Gurgaon', 'New Delhi (DEL)'],
  ['Noida', 'New Delhi (DEL)'],
  ['Bangalore', 'Bengaluru (BLR)'],
  ['Calcutta', 'Kolkata (CCU)'],
  ['Madras', 'Chennai (MAA)'],
  ['Cochin', 'Kochi (COK)'],
  ['Trivandrum', 'Thiruvananthapuram (TRV)'],
  ['Poona', 'Pune (PNQ)'],
  ['Baroda', 'Vadodara (BDQ)'],
  ['Mangalore', 'Mangaluru (IXE)'],
  ['Vizag', 'Visakhapatnam (VTZ)'],
  ['Benares', 'Varanasi (VNS)'],
  ['Maldives', 'Malé (MLE)'],
];

const departure = (page: Page) => page.getByRole('combobox', { name: 'Departure city' });
const arrival = (page: Page) => page.getByRole('combobox', { name: 'Arrival city' });
const panel = (page: Page) => page.getByRole('region', { name: 'Route estimate' });

/** Types into the field as a traveller does, and leaves it with Tab. */
async function typeAndLeave(page: Page, field: ReturnType<Page['getByRole']>, text: string) {
  await field.click();
  await page.keyboard.type(text);
  await page.keyboard.press('Tab');
}

test.describe('a place typed by the name travellers use', () => {
  for (const [typed, label] of NAMES) {
    test(`/book prices ${JSON.stringify(typed)} to Mumbai`, async ({ page }) => {
      await page.goto('/book/');
      await typeAndLeave(page, departure(page), typed);
      await typeAndLeave(page, arrival(page), 'Mumbai');
      const estimate = panel(page);
      await expect(estimate).toContainText(`${label} → Mumbai (BOM), Light Jet`);
      await expect(estimate).toContainText(/[\d,]+ km \([\d,]+ nm\)/);
      await expect(estimate.getByRole('row', { name: /Estimated total/ })).toContainText(/₹[\d,]+/);
      await expect(estimate).not.toContainText('not in our airport list');
    });
  }

  test('/book prices Delhi to "Bombay", and suggests Mumbai for it', async ({ page }) => {
    await page.goto('/book/');
    await typeAndLeave(page, departure(page), 'Delhi');
    await arrival(page).click();
    await page.keyboard.type('Bombay');
    await expect.poll(async () => (await suggestions(arrival(page)))[0]?.value).toBe('Mumbai (BOM)');
    await page.keyboard.press('Tab');
    await expect(panel(page)).toContainText('New Delhi (DEL) → Mumbai (BOM), Light Jet');
    await expect(panel(page)).toContainText('1,137 km (614 nm)');
  });

  test('two unknown places are named in one grammatical sentence', async ({ page }) => {
    await page.goto('/book/');
    await typeAndLeave(page, departure(page), 'Lonavala');
    await typeAndLeave(page, arrival(page), 'Shimla');
    await expect(panel(page)).toContainText('“Lonavala” and “Shimla” are not in our airport list yet');
  });

  test('the home form suggests as /book does, and its request for Delhi to Bombay carries an estimate @mobile', async ({
    page,
  }) => {
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Plan your flight' });
    await form.getByLabel('From').click();
    await page.keyboard.type('Delhi');
    await expect.poll(async () => (await suggestions(form.getByLabel('From')))[0]?.value).toBe('New Delhi (DEL)');
    await page.keyboard.press('Tab');
    await form.getByLabel('To').click();
    await page.keyboard.type('Bombay');
    await expect.poll(async () => (await suggestions(form.getByLabel('To')))[0]?.value).toBe('Mumbai (BOM)');
    await page.keyboard.press('Tab');
    await form.getByLabel('Date', { exact: true }).fill(isoInDays(9));
    await form.getByLabel('Departure time').fill('10:30');
    await form.getByRole('button', { name: 'Send Booking Request' }).click();
    const sent = requestDialog(page).getByRole('region', { name: 'What will be sent' });
    await expect(sent).toContainText('Route estimate: New Delhi (DEL) → Mumbai (BOM), Light Jet');
    await expect(sent).toContainText(/^Estimate: ₹[\d,]+ – ₹[\d,]+ \(₹[\d,]+ incl\. GST/m);
  });

  test('the home form says why a request for a place we do not list has no estimate', async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Plan your flight' });
    await form.getByLabel('From').fill('Lonavala');
    await form.getByLabel('To').fill('Mumbai');
    await form.getByLabel('Date', { exact: true }).fill(isoInDays(9));
    await form.getByLabel('Departure time').fill('10:30');
    await form.getByRole('button', { name: 'Send Booking Request' }).click();
    const sent = requestDialog(page).getByRole('region', { name: 'What will be sent' });
    await expect(sent).toContainText('Estimate: to be confirmed: “Lonavala” is not in our airport list');
  });
});
