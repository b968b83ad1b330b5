import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { company } from './helpers/company';
import { isoInDays } from './helpers/dates';
import { isFocused } from './helpers/focus';
import { expectHandoffAndClose } from './helpers/request-dialog';
import { shown } from './helpers/select';
import { NOT_IMPLEMENTED, toast } from './helpers/toast';
import { COMPANY_CHAT, openWhatsApp } from './helpers/whatsapp';

const QUOTES = [
  { option: 'Light Jet (4-7)', label: 'Light Jet', amount: '₹2,50,000' },
  { option: 'Midsize Jet (6-9)', label: 'Midsize Jet', amount: '₹4,50,000' },
  { option: 'Heavy Jet (10-14)', label: 'Heavy Jet', amount: '₹8,50,000' },
  { option: 'Helicopter (2-6)', label: 'Helicopter', amount: '₹1,50,000' },
];
// Without a route, the instant quote gives the rate per flight hour; with one, this trip's total.
const quoteText = (label: string, amount: string) =>
  `A ${label} is ${amount} per flight hour. Choose where from and where to, and the estimate prices this trip. Contact our experts for an exact quote.`;
const tripQuoteText = (label: string, total: string, amount: string) =>
  `Estimated cost of this trip in a ${label}: ${total}, GST as applicable. A ${label} is ${amount} per flight hour. Contact our experts for an exact quote.`;

// Departure and arrival city are airport comboboxes (they still take free text); date and time are textboxes.
const field = (page: Page, name: string) =>
  page.getByRole(name.endsWith(' city') ? 'combobox' : 'textbox', { name, exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const select = (page: Page, name: 'Passengers' | 'Jet type') => page.getByRole('combobox', { name, exact: true });

async function choose(page: Page, trigger: Locator, option: string) {
  await trigger.selectOption({ label: option });
  await expect(shown(trigger)).toHaveText(option);
}

async function fillFlight(page: Page, values: { departure: string; arrival: string; date: string; time: string }) {
  await field(page, 'Departure city').fill(values.departure);
  await field(page, 'Arrival city').fill(values.arrival);
  await field(page, 'Departure date').fill(values.date);
  await field(page, 'Departure time').fill(values.time);
}

/** Clicks WhatsApp Consultation and returns the new tab's URL, its decoded text and its opener. */
const QUOTE_REFERENCE = /^Quote reference: VJ-[0-9A-HJKMNP-TV-Z]{6}$/;
const consultOnWhatsApp = (page: Page) => openWhatsApp(page, () => button(page, 'WhatsApp Consultation').click());

test.describe('/book', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/book/');
  });

  test('the selects show their labels and defaults @mobile', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Plan your flight' })).toBeVisible();
    await expect(shown(select(page, 'Passengers'))).toHaveText('1 Passenger');
    await expect(shown(select(page, 'Jet type'))).toHaveText('Light Jet (4-7)');

    const passengerOptions = ['1 Passenger', ...Array.from({ length: 15 }, (_, i) => `${i + 2} Passengers`)];
    await expect(select(page, 'Passengers').getByRole('option')).toHaveText(passengerOptions);
    await choose(page, select(page, 'Passengers'), '16 Passengers');

    await expect(select(page, 'Jet type').getByRole('option')).toHaveText(QUOTES.map((quote) => quote.option));
    await expect(shown(select(page, 'Jet type'))).toHaveText('Light Jet (4-7)');
  });

  test('Get Instant Quote shows the rate per flight hour for every jet type, with no other field @mobile', async ({
    page,
  }) => {
    for (const quote of QUOTES) {
      await choose(page, select(page, 'Jet type'), quote.option);
      await button(page, 'Get Instant Quote').click();
      const quoteToast = toast(page, quoteText(quote.label, quote.amount));
      await expect(quoteToast).toBeVisible();
      // No route, so nothing was generated: the rate and what the estimate needs.
      await expect(quoteToast).toContainText('Hourly rate');
      await expect(quoteToast).not.toContainText('Generated');
    }
    await expect(page.getByText('Please enter your departure city.')).toHaveCount(0);
    await expect(field(page, 'Departure city')).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('Submit Booking Request validates, focuses the first problem, then gives the toast @mobile', async ({
    page,
  }) => {
    // 08:00 in Mumbai, so a 09:30 departure today is still ahead whenever the suite runs.
    await page.clock.setFixedTime(new Date('2027-03-10T08:00:00+05:30'));
    await page.reload();
    await button(page, 'Submit Booking Request').click();
    for (const message of [
      'Please enter your departure city.',
      'Please enter your arrival city.',
      'Please choose a departure date.',
      'Please choose a departure time.',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(field(page, 'Departure city')).toBeFocused();
    await expect(field(page, 'Departure city')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Departure city')).toHaveAccessibleDescription('Please enter your departure city.');
    await expect(toast(page, NOT_IMPLEMENTED)).toHaveCount(0);

    await fillFlight(page, { departure: 'Mumbai', arrival: ' mumbai ', date: '2027-03-09', time: '09:30' });
    await button(page, 'Submit Booking Request').click();
    await expect(page.getByText('Arrival city must be different from the departure city.')).toBeVisible();
    await expect(page.getByText('The departure date cannot be in the past.')).toBeVisible();
    await expect(field(page, 'Arrival city')).toBeFocused();

    await field(page, 'Arrival city').fill('Goa');
    await field(page, 'Departure date').fill('2027-03-10');
    await expect(page.getByText('The departure date cannot be in the past.')).toHaveCount(0);
    await button(page, 'Submit Booking Request').click();
    await expectHandoffAndClose(page);
    await expect(page.locator('[data-slot="field-error"]')).toHaveCount(0);
  });

  test('WhatsApp Consultation opens the company chat with the flight details @mobile', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2027-03-10T08:00:00+05:30'));
    await page.reload();
    await fillFlight(page, {
      departure: 'Mumbai',
      arrival: 'Dubai & Abu Dhabi? #1 100% ✈️',
      date: '2027-04-09',
      time: '18:45',
    });
    await choose(page, select(page, 'Passengers'), '6 Passengers');
    await choose(page, select(page, 'Jet type'), 'Heavy Jet (10-14)');
    const { url, text, opener } = await consultOnWhatsApp(page);

    expect(url.origin + url.pathname).toBe(COMPANY_CHAT);
    expect(opener).toBeNull();
    // Not priced (the rate card does not know that place): it says why, and still closes with its reference.
    expect(text?.split('\n')).toEqual([
      'Hello Vayu Jets, I would like a consultation for this flight:',
      '',
      'Departure: Mumbai',
      'Arrival: Dubai & Abu Dhabi? #1 100% ✈️',
      'Date: Fri, 9 Apr 2027',
      'Time: 18:45',
      'Passengers: 6',
      'Jet type: Heavy Jet',
      '',
      'Estimate: to be confirmed: “Dubai & Abu Dhabi? #1 100% ✈️” is not in our airport list',
      expect.stringMatching(QUOTE_REFERENCE),
    ]);
  });

  test('WhatsApp Consultation from an unfinished form marks the gaps "to be confirmed"', async ({ page }) => {
    await field(page, 'Departure city').fill('Pune');
    const { text } = await consultOnWhatsApp(page);
    expect(text?.split('\n').slice(2)).toEqual([
      'Departure: Pune',
      'Arrival: to be confirmed',
      'Date: to be confirmed',
      'Time: to be confirmed',
      'Passengers: 1',
      'Jet type: Light Jet',
      '',
      expect.stringMatching(QUOTE_REFERENCE),
    ]);
    await expect(page.locator('[data-slot="field-error"]')).toHaveCount(0);
  });

  test('the whole form can be completed with the keyboard alone @mobile', async ({ page }) => {
    const date = isoInDays(7);
    const [yyyy, mm, dd] = date.split('-');
    await field(page, 'Departure city').focus();
    await page.keyboard.type('Mumbai');
    await page.keyboard.press('Tab');
    await expect(field(page, 'Arrival city')).toBeFocused();
    await page.keyboard.type('Goa');
    await page.keyboard.press('Tab');
    await expect(field(page, 'Departure date')).toBeFocused();
    await page.keyboard.type(`${mm}${dd}${yyyy}`);
    await expect(field(page, 'Departure date')).toHaveValue(date);
    // Tab walks the date's own parts (its calendar button) before leaving it.
    for (let i = 0; i < 3 && !(await isFocused(field(page, 'Departure time'))); i++) await page.keyboard.press('Tab');
    await expect(field(page, 'Departure time')).toBeFocused();
    await page.keyboard.type('0930AM');
    await expect(field(page, 'Departure time')).toHaveValue('09:30');
    for (let i = 0; i < 3 && !(await isFocused(select(page, 'Passengers'))); i++) await page.keyboard.press('Tab');
    await expect(select(page, 'Passengers')).toBeFocused();
    for (const next of ['2 Passengers', '3 Passengers']) {
      await page.keyboard.press('ArrowDown');
      await expect(shown(select(page, 'Passengers'))).toHaveText(next);
    }
    await expect(select(page, 'Passengers')).toBeFocused();

    await page.keyboard.press('Tab');
    await expect(select(page, 'Jet type')).toBeFocused();
    await expect(shown(select(page, 'Jet type'))).toHaveText('Light Jet (4-7)');
    await page.keyboard.press('ArrowDown');
    await expect(shown(select(page, 'Jet type'))).toHaveText('Midsize Jet (6-9)');

    await page.keyboard.press('Tab');
    await expect(button(page, 'Get Instant Quote')).toBeFocused();
    await page.keyboard.press('Enter');
    // Mumbai to Goa (Dabolim) one way in a midsize jet, by the estimator; focus moves to the estimate:
    // At the midsize jet's slowest aircraft, the Praetor 500's 466 kn: 229.375 nm ÷ 466 + 0.5 h = 59.53 min → 60 min
    // × ₹7,500 = ₹4,50,000 each way; + 2 × ₹60,000 landings = ₹10,20,000; + 18% GST ₹1,83,600 = ₹12,03,600.
    await expect(page.getByText(tripQuoteText('Midsize Jet', '₹12,03,600', '₹4,50,000'))).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Route estimate' })).toBeFocused();

    await button(page, 'Submit Booking Request').focus();
    await expect(button(page, 'Submit Booking Request')).toBeFocused();
    await page.keyboard.press('Enter');
    await expectHandoffAndClose(page);
    await expect(button(page, 'Submit Booking Request')).toBeFocused();
    await expect(page.locator('[data-slot="field-error"]')).toHaveCount(0);

    await page.keyboard.press('Tab');
    await expect(button(page, 'WhatsApp Consultation')).toBeFocused();
  });

  test('the consultant card and the reasons to choose Vayu Jets @mobile', async ({ page }) => {
    const card = page.getByRole('region', { name: 'Your charter consultant' });
    // The portrait's fallback (shown only when the photo fails) names her too; it is hidden here.
    const seen = (text: string) => card.getByText(text, { exact: true }).filter({ visible: true });
    await expect(seen('Ananya Kapoor')).toBeVisible();
    await expect(seen('Senior Charter Consultant')).toBeVisible();
    await expect(card.getByRole('img', { name: 'Portrait of Ananya Kapoor, Senior Charter Consultant' })).toBeVisible();
    await expect(card.getByRole('link', { name: `Call ${company.phone.display}` })).toHaveAttribute(
      'href',
      `tel:${company.phone.e164}`,
    );
    const whatsapp = card.getByRole('link', { name: 'WhatsApp Ananya' });
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    const href = new URL((await whatsapp.getAttribute('href')) ?? '');
    expect(href.origin + href.pathname).toBe(COMPANY_CHAT);
    expect(href.searchParams.get('text')).toBe('Hello Ananya, I would like help planning a private flight.');

    const reasons = page.getByRole('region', { name: 'Why choose Vayu Jets' });
    await expect(reasons.getByRole('heading', { level: 3 })).toHaveText([
      '24/7 operations',
      'Global coverage',
      'Best price guarantee',
      'Safety first',
    ]);
  });

  test('axe finds no violations with a choice made or after validation errors @mobile', async ({ page }) => {
    await page.waitForLoadState('networkidle');
    await choose(page, select(page, 'Jet type'), 'Heavy Jet (10-14)');
    await expectNoAxeViolations(page);
    await button(page, 'Submit Booking Request').click();
    await expect(page.getByText('Please enter your departure city.')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
