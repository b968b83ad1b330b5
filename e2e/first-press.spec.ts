import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { isoInDays } from './helpers/dates';
import { boardBuiltOn } from './helpers/empty-legs';
import { delayLateScripts, isLive } from './helpers/late-scripts';
import { requestDialog } from './helpers/request-dialog';
import { toast } from './helpers/toast';
import { openWhatsApp } from './helpers/whatsapp';

// A freshly loaded page pressed at once, as a visitor does: no first input is made for it, and
// each control is pressed exactly once. It must answer that press, however late its code is.
test.use({ engageOnLoad: false });
test.describe.configure({ timeout: 60_000 });

/** A phone four times slower than this machine (Chromium only). */
async function slowCpu(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

const ANSWER_MS = 30_000;

for (const late of [0, 3000]) {
  test.describe(late ? `scripts ${late} ms late, CPU 4x slower` : 'scripts on time', () => {
    test.beforeEach(async ({ page }) => {
      if (!late) return;
      await delayLateScripts(page, late);
      await slowCpu(page);
    });

    test('/book: Get Instant Quote pressed first shows the quote', async ({ page }) => {
      await page.goto('/book/');
      const form = page.getByRole('form', { name: 'Flight details' });
      await form.getByRole('button', { name: 'Get Instant Quote' }).click();
      await expect(page.locator('[data-sonner-toast]').filter({ hasText: /Hourly rate|Instant Quote/ })).toHaveCount(
        1,
        {
          timeout: ANSWER_MS,
        },
      );
    });

    test('/book: WhatsApp Consultation pressed first opens the chat once', async ({ page }) => {
      await page.goto('/book/');
      const form = page.getByRole('form', { name: 'Flight details' });
      const opened: string[] = [];
      page.context().on('page', (tab) => opened.push(tab.url()));
      const { text } = await openWhatsApp(page, () =>
        form.getByRole('button', { name: 'WhatsApp Consultation' }).click(),
      );
      expect(text).toContain('Departure');
      await page.waitForTimeout(1000);
      expect(opened).toHaveLength(1);
    });

    test('/book: the Round Trip tab pressed first shows the return date', async ({ page }) => {
      await page.goto('/book/');
      const form = page.getByRole('form', { name: 'Flight details' });
      await form.getByRole('tab', { name: 'Round Trip' }).click();
      await expect(form.getByRole('tab', { name: 'Round Trip' })).toHaveAttribute('aria-selected', 'true', {
        timeout: ANSWER_MS,
      });
      await expect(form.getByLabel('Return date')).toBeVisible();
    });

    test('/book: Copy link, Print quote and Save trip each answer their first press', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.addInitScript(() => {
        window.print = () => document.documentElement.setAttribute('data-printed', '');
      });
      await page.goto('/book/');
      // These come with the planner's code, which a first input fetches: shown, they answer at once.
      await page.mouse.move(200, 200);
      const form = page.getByRole('form', { name: 'Flight details' });
      await form.getByRole('button', { name: 'Copy link' }).click({ timeout: ANSWER_MS });
      await expect(toast(page, 'Link copied')).toHaveCount(1, { timeout: ANSWER_MS });
      await form.getByRole('button', { name: 'Print quote' }).click();
      await expect(page.locator('html[data-printed]')).toHaveCount(1, { timeout: ANSWER_MS });
      await form.getByRole('button', { name: 'Save trip' }).click();
      await expect(form.getByText('Saving a trip needs an account.')).toBeVisible({ timeout: ANSWER_MS });
    });

    test('home: the Multi-City tab pressed first shows its note, and the form sends', async ({ page }) => {
      await page.goto('/');
      const form = page.getByRole('form', { name: 'Plan your flight' });
      await form.getByRole('tab', { name: 'Multi-City' }).click();
      await expect(form.getByRole('tab', { name: 'Multi-City' })).toHaveAttribute('aria-selected', 'true', {
        timeout: ANSWER_MS,
      });
      await expect(form.getByRole('link', { name: 'Add Leg' })).toBeVisible();
      await form.getByRole('tab', { name: 'One Way' }).click();
      await form.getByLabel('From').fill('Pune');
      await form.getByLabel('To').fill('Goa');
      await form.getByLabel('Date', { exact: true }).fill(isoInDays(9));
      await form.getByRole('button', { name: 'Send Booking Request' }).click();
      await expect(requestDialog(page)).toBeVisible({ timeout: ANSWER_MS });
      await expect(page.getByRole('dialog')).toHaveCount(1);
    });

    test('/contact: Send Message pressed first sends the message once', async ({ page }) => {
      await page.goto('/contact/');
      const form = page.getByRole('main');
      await form.getByRole('textbox', { name: 'Full Name' }).fill('Priya Shah');
      await form.getByRole('textbox', { name: 'Email Address' }).fill('priya@example.com');
      await form.getByRole('textbox', { name: 'Message' }).fill('Pune to Goa on Friday, please.');
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(requestDialog(page)).toBeVisible({ timeout: ANSWER_MS });
      await expect(page.getByRole('dialog')).toHaveCount(1);
    });

    test('air ambulance: Send request on WhatsApp pressed first opens the chat', async ({ page }) => {
      await page.goto('/air-ambulance/');
      const form = page.getByRole('form', { name: 'Request an air ambulance' });
      await form.getByRole('radio', { name: 'Needs monitoring', exact: true }).check();
      await form.getByRole('textbox', { name: 'From', exact: true }).fill('Pune clinic');
      await form.getByRole('textbox', { name: 'To', exact: true }).fill('Goa Medical College');
      await form.getByRole('textbox', { name: 'Contact name', exact: true }).fill('Priya Shah');
      await form.getByRole('textbox', { name: 'Contact phone', exact: true }).fill('98200 07777');
      const { text } = await openWhatsApp(page, () =>
        page.getByRole('button', { name: 'Send request on WhatsApp' }).click(),
      );
      expect(text).toContain('From: Pune clinic');
    });

    test('/empty-legs: "Watch this route" pressed first watches the route', async ({ page }) => {
      // Any other day, the code's board gains or loses a card as it goes live and the press lands on its neighbour.
      await page.clock.setFixedTime(new Date(`${await boardBuiltOn(page)}T10:00:00+05:30`));
      await page.goto('/empty-legs/');
      const watch = page
        .getByRole('article')
        .first()
        .getByRole('button', { name: /^(Watch this route|Watching)$/ });
      expect(await isLive(page)).toBe(false);
      await watch.click();
      await expect(watch).toHaveAttribute('aria-pressed', 'true', { timeout: ANSWER_MS });
    });

    test('/fleet: scrolled down before the code arrives, the page stays where it was', async ({ page }) => {
      await page.goto('/fleet/');
      await page.getByRole('checkbox', { name: 'Compare Citation CJ3+' }).scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(0);
      await page.mouse.move(200, 200);
      await expect.poll(() => isLive(page), { timeout: ANSWER_MS }).toBe(true);
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    });

    test('/fleet: Compare ticked first offers the comparison', async ({ page }) => {
      await page.goto('/fleet/');
      const box = page.getByRole('checkbox', { name: 'Compare Citation CJ3+' });
      await box.check();
      await expect(page.locator('a[href="#compare"]:visible').first()).toBeVisible({ timeout: ANSWER_MS });
      await expect(box).toBeChecked();
    });
  });
}
