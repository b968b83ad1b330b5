import type { Page } from '@playwright/test';
import { excluded } from '@/content/exclusions';
import { expect, test } from './fixtures';
import { cardWithHeading } from './helpers/cards';

// Every screen says the same about one trip, what a price covers and the company: Mumbai to Udaipur is
// within the Leonardo AW139's range but not the Bell 429's, so the Helicopter category is priced nowhere.
const UDAIPUR = '/routes/mumbai-to-udaipur/';
const HELICOPTER = /helicopter|Bell 429|AW139/i;

const faqAnswer = (page: Page, question: string) =>
  page.getByRole('heading', { name: question, exact: true }).locator('xpath=following-sibling::p');

test.describe('one rule for what a category flies', () => {
  test('the route page prices jets only, refuses the Helicopter and answers the jet questions with a jet', async ({
    page,
  }) => {
    await page.goto(UDAIPUR);
    const estimates = page.getByRole('region', { name: 'What this trip costs', exact: true });
    for (const category of ['Light Jet', 'Midsize Jet', 'Heavy Jet'])
      await expect(cardWithHeading(estimates, category)).toHaveCount(1);
    await expect(estimates.getByRole('article')).toHaveCount(3);
    await expect(estimates).not.toContainText('AW139');
    await expect(estimates.getByText(/^Helicopter: beyond range non-stop\./)).toBeVisible();

    const nonStop = faqAnswer(page, 'Can a private jet fly Mumbai to Udaipur non-stop?');
    await expect(nonStop).toHaveText(/in about \d+ h \d+ min in a Light Jet\.$/);
    await expect(nonStop).not.toHaveText(HELICOPTER);
    const cost = faqAnswer(page, 'How much does a private jet from Mumbai to Udaipur cost?');
    await expect(cost).toHaveText(/^For this trip, a Light Jet comes to about ₹/);
    await expect(cost).not.toHaveText(HELICOPTER);
  });

  test('the price guide gives Mumbai to Udaipur no helicopter price', async ({ page }) => {
    await page.goto('/private-jet-charter-cost/');
    const row = page.getByRole('row', { name: /^Mumbai to Udaipur/ });
    await expect(row.getByRole('cell').last()).toHaveText('Beyond range non-stop');
    await expect(row).not.toContainText('AW139');
  });

  test('/book refuses the Helicopter from Mumbai to Udaipur with no price, as the route page does', async ({
    page,
  }) => {
    await page.goto(UDAIPUR);
    await page.getByRole('link', { name: 'Plan this trip' }).click();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await page.getByRole('combobox', { name: 'Jet type' }).selectOption({ label: 'Helicopter (2-6)' });
    const estimate = page.getByRole('region', { name: 'Route estimate', exact: true });
    await expect(estimate).toContainText('The Helicopter flies at most 333 nm without a fuel stop');
    await expect(estimate).not.toContainText('₹');
    await page.getByRole('combobox', { name: 'Jet type' }).selectOption({ label: 'Light Jet (4-7)' });
    await expect(estimate.getByRole('row', { name: /Estimated total/ })).toBeVisible();
  });
});

test.describe('one inclusions list, and the company figures', () => {
  test('the home page says one thing about what a price covers, and prices a private jet with jets', async ({
    page,
  }) => {
    await page.goto('/');
    const faq = page.getByRole('region', { name: 'Before you fly' });
    await faq.getByText('What does the price include?', { exact: true }).click();
    const answer = faq.getByText(/^The rate per flight hour covers/);
    await expect(answer).toContainText('Not included, and quoted on request:');
    await expect(answer).toContainText(excluded[1].text.toLowerCase());
    await faq.getByText('How much does a private jet charter cost?', { exact: true }).click();
    await expect(faq.getByText(/^Every quote is built around your route/)).not.toHaveText(/helicopter/i);
    await expect(page.getByText(/no hidden/i)).toHaveCount(0);
    await expect(
      page.getByText('Positioning, the return to base included, is its own line on every estimate.', { exact: false }),
    ).toBeVisible();
  });

  test('the fleet page counts what it lists apart from the aircraft on call', async ({ page }) => {
    await page.goto('/fleet/');
    await expect(
      page.getByText(/^8 aircraft of our own, .* and 50\+ aircraft on call with our partner operators\.$/),
    ).toBeVisible();
    await expect(page.getByText(/more than 50/i)).toHaveCount(0);
  });
});
