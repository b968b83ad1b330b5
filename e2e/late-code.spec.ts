import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { isoInDays } from './helpers/dates';
import { delayLateScripts, isLive } from './helpers/late-scripts';
import { requestDialog } from './helpers/request-dialog';
import { openWhatsApp } from './helpers/whatsapp';

// A phone on a slow connection: every script asked for after the load event arrives late, and no
// input is made for the page, so a form's code is fetched only by the visitor's own typing.
test.use({ engageOnLoad: false });
test.describe.configure({ timeout: 60_000 });

/** No field the visitor filled is marked as missing or wrong. */
async function expectNoErrors(form: Locator) {
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
}

for (const delay of [1500, 5000]) {
  test.describe(`scripts ${delay} ms late`, () => {
    test.beforeEach(async ({ page }) => delayLateScripts(page, delay));

    test('/book: cities typed and filled before the code arrives stay, and are what is sent', async ({ page }) => {
      await page.goto('/book/');
      const form = page.getByRole('form', { name: 'Flight details' });
      await form.getByRole('combobox', { name: 'Departure city' }).pressSequentially('Pune', { delay: 40 });
      await form.getByRole('combobox', { name: 'Arrival city' }).fill('Goa');
      await form.getByLabel('Departure date').fill(isoInDays(9));
      await form.getByLabel('Departure time').fill('10:30');
      expect(await isLive(page), 'the code is still on its way').toBe(false);
      await form.getByRole('button', { name: 'Submit Booking Request' }).click();
      const dialog = requestDialog(page);
      // Its confirmation's code is asked for only now, and arrives as late.
      await expect(dialog).toBeVisible({ timeout: delay * 4 + 5_000 });
      await expect(dialog).toContainText('Pune');
      await expect(dialog).toContainText('Goa');
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(form.getByRole('combobox', { name: 'Departure city' })).toHaveValue('Pune');
      await expect(form.getByRole('combobox', { name: 'Arrival city' })).toHaveValue('Goa');
      await expectNoErrors(form);
      const { text } = await openWhatsApp(page, () =>
        form.getByRole('button', { name: 'WhatsApp Consultation' }).click(),
      );
      expect(text).toMatch(/Departure: Pune/);
      expect(text).toMatch(/Arrival: Goa/);
    });

    test('home: the quick booking typed before its code arrives is the request', async ({ page }) => {
      await page.goto('/');
      const form = page.getByRole('form', { name: 'Plan your flight' });
      await form.getByLabel('From').pressSequentially('Pune', { delay: 40 });
      await form.getByLabel('To').fill('Goa');
      await form.getByLabel('Date', { exact: true }).fill(isoInDays(9));
      await form.getByLabel('Passengers').fill('4');
      expect(await isLive(page)).toBe(false);
      await form.getByRole('button', { name: 'Send Booking Request' }).click();
      const dialog = requestDialog(page);
      // Its confirmation's code is asked for only now, and arrives as late.
      await expect(dialog).toBeVisible({ timeout: delay * 4 + 5_000 });
      await expect(dialog).toContainText('Pune');
      await expect(dialog).toContainText('Goa');
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await expect(dialog).toContainText('Passengers: 4');
    });

    test('/contact: a message typed before its code arrives is the request', async ({ page }) => {
      await page.goto('/contact/');
      const form = page.getByRole('main');
      await form.getByRole('textbox', { name: 'Full Name' }).pressSequentially('Priya Shah', { delay: 30 });
      await form.getByRole('textbox', { name: 'Email Address' }).fill('priya@example.com');
      await form.getByRole('textbox', { name: 'Message' }).fill('Pune to Goa on Friday, please.');
      expect(await isLive(page)).toBe(false);
      await form.getByRole('button', { name: 'Send Message' }).click();
      const dialog = requestDialog(page);
      await expect(dialog).toBeVisible({ timeout: delay * 4 + 5_000 });
      await expect(dialog).toContainText('Pune to Goa on Friday, please.');
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await expectNoErrors(form);
    });

    test('the footer newsletter: an address typed before its code arrives is the subscription, made once', async ({
      page,
    }) => {
      await page.goto('/about/');
      const footer = page.getByRole('contentinfo');
      await footer
        .getByRole('textbox', { name: 'Email address' })
        .pressSequentially('reader@example.com', { delay: 30 });
      const subscribe = footer.getByRole('button', { name: 'Subscribe' });
      // Pressed twice while the box's code, fetched on its first focus, is on its way.
      await subscribe.click();
      await subscribe.click();
      const dialog = requestDialog(page);
      await expect(dialog).toBeVisible({ timeout: delay * 4 + 5_000 });
      await expect(dialog).toContainText('reader@example.com');
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await expectNoErrors(footer);
    });

    test('sign-up: an account typed before its code arrives is the account made', async ({ page }) => {
      await page.goto('/signup/');
      const email = `late.${delay}.${Date.now()}@example.com`;
      await page.getByRole('radio', { name: 'Jet Owner' }).check();
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill('Monsoon skies 42');
      await page.getByLabel('Confirm Password', { exact: true }).fill('Monsoon skies 42');
      expect(await isLive(page)).toBe(false);
      await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
      // The form, its schema, the account store and the password hashing each arrive as late.
      test.setTimeout(90_000);
      await expect(page).toHaveURL(/\/dashboard\/$/, { timeout: delay * 8 + 5_000 });
      const accounts = await page.evaluate(() => localStorage.getItem('vayu-jets:accounts') ?? '');
      expect(accounts).toContain(email);
      expect(accounts).toContain('Jet Owner');
    });

    test('air ambulance: answers given before its code arrives are the WhatsApp request', async ({ page }) => {
      await page.goto('/air-ambulance/');
      const form = page.getByRole('form', { name: 'Request an air ambulance' });
      await form.getByRole('radio', { name: 'Needs monitoring', exact: true }).check();
      await form.getByRole('textbox', { name: 'From', exact: true }).pressSequentially('Pune clinic', { delay: 30 });
      await form.getByRole('textbox', { name: 'To', exact: true }).fill('Goa Medical College');
      await form.getByRole('textbox', { name: 'Contact name', exact: true }).fill('Priya Shah');
      await form.getByRole('textbox', { name: 'Contact phone', exact: true }).fill('98200 07777');
      expect(await isLive(page)).toBe(false);
      const { text } = await openWhatsApp(page, () =>
        page.getByRole('button', { name: 'Send request on WhatsApp' }).click(),
      );
      expect(text).toContain("Patient's condition: Needs monitoring");
      expect(text).toContain('From: Pune clinic');
      expect(text).toContain('To: Goa Medical College');
      expect(text).toContain('Contact name: Priya Shah');
      await expectNoErrors(form);
    });
  });
}

test.describe('an address that holds a trip shows it with no input at all', () => {
  test('a round-trip link shows Round Trip and its return date', async ({ page }) => {
    const back = isoInDays(12);
    await page.goto(`/book/?trip=round-trip&from=Mumbai&to=Goa&date=${isoInDays(9)}&rdate=${back}`);
    const form = page.getByRole('form', { name: 'Flight details' });
    await expect(form.getByRole('tab', { name: 'Round Trip' })).toHaveAttribute('aria-selected', 'true');
    await expect(form.getByLabel('Return date')).toHaveValue(back);
  });

  test('"Plan this trip" on a route page shows both cities', async ({ page }) => {
    await page.goto('/routes/mumbai-to-goa/');
    const plan = page.getByRole('region', { name: 'Plan this trip' }).getByRole('link', { name: 'Plan this trip' });
    const href = await plan.getAttribute('href');
    expect(href).toMatch(/^\/book\/\?/);
    // A plain link, opened as a full page load; what is under test is the planner with no input.
    await page.goto(href!);
    const form = page.getByRole('form', { name: 'Flight details' });
    await expect(form.getByRole('combobox', { name: 'Departure city' })).toHaveValue(/Mumbai/);
    await expect(form.getByRole('combobox', { name: 'Arrival city' })).toHaveValue(/Goa/);
  });

  test('a Multi-City hand-over shows leg 2', async ({ page }) => {
    await page.goto('/book/?trip=multi-city&from=Mumbai&to=Delhi&from2=Delhi&pax=3');
    const leg = page.getByRole('group', { name: 'Leg 2', exact: true });
    await expect(leg.getByRole('combobox', { name: 'Departure city' })).toHaveValue('Delhi');
  });
});
