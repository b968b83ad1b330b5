import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { uniqueEmail } from './helpers/accounts';
import { expectHandoffAndClose, requestDialog } from './helpers/request-dialog';
import { ROUTES } from './helpers/routes';
import { toast } from './helpers/toast';

const PASSWORD = 'hunter2-Secret!';
const STILL_LOADING = 'The page is still loading. We will send this as soon as it is ready.';
const CONNECTION = "We couldn't reach Vayu Jets. Check your connection and try again.";

const credentialForms = [
  { path: '/login/', button: 'Login' },
  { path: '/signup/', button: 'Sign Up' },
] as const;

/** Every URL the page asked for or navigated to, so a leak anywhere (address bar, history, server) shows. */
function watchUrls(page: Page) {
  const urls: string[] = [];
  page.on('request', (request: Request) => urls.push(request.url()));
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  return urls;
}

const leaks = (urls: string[], email: string) =>
  urls.filter((url) => [PASSWORD, email, encodeURIComponent(email)].some((secret) => url.includes(secret)));

async function typeCredentials(page: Page, email: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  const confirm = page.getByLabel('Confirm Password', { exact: true });
  if (await confirm.count()) await confirm.fill(PASSWORD);
  await page.getByLabel('Password', { exact: true }).press('Enter');
}

test.describe('nothing typed reaches a URL, before, during or without JavaScript', () => {
  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    for (const { path } of credentialForms) {
      test(`Enter on ${path} stays put and sends nothing`, async ({ page }) => {
        const urls = watchUrls(page);
        await page.mainFrame().goto(path);
        await expect(page.getByText(/This form needs JavaScript/)).toBeVisible();
        const email = uniqueEmail('nojs');
        const navigations = urls.length;
        await typeCredentials(page, email);
        await page.waitForTimeout(500);
        expect(page.url()).toMatch(new RegExp(`${path}$`));
        expect(urls.slice(navigations)).toEqual([]);
        expect(leaks(urls, email)).toEqual([]);
        await expect(page.getByLabel('Password', { exact: true })).toHaveValue(PASSWORD);
      });
    }

    test('every form on every page is a dialog-method form', async ({ page }) => {
      for (const route of ROUTES) {
        await page.mainFrame().goto(route);
        const methods = await page.locator('form').evaluateAll((forms) => forms.map((f) => f.getAttribute('method')));
        expect(
          methods.filter((method) => method !== 'dialog'),
          route,
        ).toEqual([]);
      }
    });
  });

  test.describe('with the scripts delayed by 6 seconds', () => {
    test.beforeEach(async ({ page }) => {
      await page.route('**/_next/static/**/*.js', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 6_000));
        await route.continue().catch(() => {});
      });
    });

    test('Enter on /login says it is still loading, then logs in once the page is live', async ({ page }) => {
      test.setTimeout(70_000);
      const urls = watchUrls(page);
      const email = uniqueEmail('late');
      await page.mainFrame().goto('/login/');
      const entries = await page.evaluate(() => history.length);
      await typeCredentials(page, email);
      await expect(page.getByText(STILL_LOADING)).toBeVisible();
      expect(page.url()).toMatch(/\/login\/$/);
      await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 20_000 });
      // Replayed once hydrated: no such account, so the usual answer.
      await expect(toast(page, 'Login Failed')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText(STILL_LOADING)).toBeHidden();
      expect(leaks(urls, email)).toEqual([]);
      expect(await page.evaluate(() => history.length)).toBe(entries);
    });

    test('Enter on /signup keeps what was typed and signs up once the page is live', async ({ page }) => {
      test.setTimeout(70_000);
      const urls = watchUrls(page);
      const email = uniqueEmail('late');
      await page.mainFrame().goto('/signup/');
      await typeCredentials(page, email);
      await expect(page.getByText(STILL_LOADING)).toBeVisible();
      await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 20_000 });
      await expect(toast(page, 'Signup Successful')).toBeVisible({ timeout: 30_000 });
      await expect(page).toHaveURL(/\/dashboard\/$/);
      expect(leaks(urls, email)).toEqual([]);
    });

    test('/book keeps a date and time typed before the page is live, and validates with them', async ({ page }) => {
      test.setTimeout(70_000);
      const date = `${new Date().getFullYear() + 1}-03-10`;
      await page.mainFrame().goto('/book/');
      await page.getByLabel('Departure date').fill(date);
      await page.getByLabel('Departure time').fill('09:30');
      await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 20_000 });
      await page.getByRole('button', { name: 'Submit Booking Request' }).click();
      await expect(page.getByText('Please enter your departure city.', { exact: true })).toBeVisible();
      await expect(page.getByLabel('Departure date')).toHaveValue(date);
      await expect(page.getByLabel('Departure time')).toHaveValue('09:30');
      await expect(page.getByText(/Please choose a departure (date|time)\./)).toHaveCount(0);
    });

    test('the home quick booking keeps what was typed before the page is live, and hands it on', async ({ page }) => {
      test.setTimeout(70_000);
      await page.mainFrame().goto('/');
      const form = page.getByRole('form', { name: 'Plan your flight' });
      await form.getByLabel('From').fill('Mumbai');
      await form.getByLabel('To').fill('Goa');
      await form.getByLabel('Date').fill(`${new Date().getFullYear() + 1}-03-10`);
      await form.getByLabel('Passengers').fill('4');
      await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 20_000 });
      await expect(form.getByLabel('From')).toHaveValue('Mumbai');
      await expect(form.getByLabel('Passengers')).toHaveValue('4');
      await form.getByRole('button', { name: 'Send Booking Request' }).click();
      // The schema and the confirmation load on this first submit, each held 6 seconds. No endpoint
      // is configured, so the confirmation hands the request on, and the form keeps what was typed.
      await expect(requestDialog(page)).toBeVisible({ timeout: 30_000 });
      await expect(requestDialog(page)).toContainText('Goa');
      await expectHandoffAndClose(page);
      await expect(form.getByLabel('Passengers')).toHaveValue('4');
    });

    test('/air-ambulance keeps the contact typed before the page is live, and sends it @medevac', async ({ page }) => {
      test.setTimeout(70_000);
      await page
        .context()
        .route('https://wa.me/**', (route) =>
          route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
        );
      await page.mainFrame().goto('/air-ambulance/');
      const form = page.getByRole('form', { name: 'Request an air ambulance' });
      await form.getByRole('textbox', { name: 'Contact name', exact: true }).fill('Priya Shah');
      await form.getByRole('textbox', { name: 'Contact phone', exact: true }).fill('+91 98200 07777');
      await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 20_000 });
      const [popup] = await Promise.all([
        page.context().waitForEvent('page'),
        page.getByRole('button', { name: 'Send request on WhatsApp' }).click(),
      ]);
      await popup.waitForLoadState();
      const text = new URL(popup.url()).searchParams.get('text');
      await popup.close();
      expect(text).toContain('Priya Shah');
      expect(text).toContain('+91 98200 07777');
    });
  });
});

/** A train tunnel: every script request fails until `restore()`. */
async function dropScripts(page: Page) {
  let offline = true;
  await page.route('**/_next/static/**/*.js', (route) =>
    offline ? route.abort('internetdisconnected') : route.continue(),
  );
  return { restore: () => (offline = false) };
}

test.describe('a chunk that fails to load once', () => {
  test.use({ failOnConsoleErrors: false });

  test('login says the site could not be reached, then works on the next try without a reload', async ({ page }) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto('/login/');
    const network = await dropScripts(page);
    const email = uniqueEmail('tunnel');
    const login = page.getByRole('button', { name: 'Login', exact: true });
    await typeCredentials(page, email);
    await expect(page.getByText(CONNECTION)).toBeVisible();
    await login.click();
    await expect(page.getByText(CONNECTION)).toBeVisible();
    // The button reads "Signing in…" until that try has failed; restoring the network sooner would
    // let it finish as a login of its own.
    await expect(login).toBeEnabled();

    network.restore();
    await login.click();
    await expect(toast(page, 'Login Failed')).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('the footer newsletter says so too, and subscribes on the next try', async ({ page }) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto('/about/');
    const network = await dropScripts(page);
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel('Email address').fill('reader@example.com');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    // The message comes once the first try's retries (0.3, 0.6 and 1.2 s) have given up, and the
    // toaster's own after them; restoring the network sooner would let a retry succeed instead.
    await expect(page.getByText(CONNECTION)).toBeVisible({ timeout: 15_000 });
    network.restore();
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(requestDialog(page)).toContainText('reader@example.com');
    await expectHandoffAndClose(page, { whatsapp: false });
    expect(pageErrors).toEqual([]);
  });
});

test.describe("dates and times are Mumbai's, whatever the device's zone", () => {
  test.describe('a device set to UTC at 00:15 in Mumbai', () => {
    test.use({ timezoneId: 'UTC' });

    test('/book offers and accepts only Mumbai today onwards, and refuses a time already past', async ({ page }) => {
      // 18:45 UTC on 23 November is 00:15 on 24 November in Mumbai.
      await page.clock.setFixedTime(new Date('2026-11-23T18:45:00Z'));
      await page.goto('/book/');
      const date = page.getByRole('textbox', { name: 'Departure date', exact: true });
      await expect(date).toHaveAttribute('min', '2026-11-24');
      await page.getByRole('combobox', { name: 'Departure city', exact: true }).fill('Mumbai');
      await page.getByRole('combobox', { name: 'Arrival city', exact: true }).fill('Goa');
      await date.fill('2026-11-23');
      await page.getByRole('textbox', { name: 'Departure time', exact: true }).fill('09:00');
      await page.getByRole('button', { name: 'Submit Booking Request', exact: true }).click();
      await expect(page.getByText('The departure date cannot be in the past.')).toBeVisible();

      await date.fill('2026-11-24');
      await page.getByRole('textbox', { name: 'Departure time', exact: true }).fill('00:10');
      await page.getByRole('button', { name: 'Submit Booking Request', exact: true }).click();
      await expect(
        page.getByText('That time has already passed in Mumbai today. Please choose a later time.'),
      ).toBeVisible();
      await expect(page.getByText('The departure date cannot be in the past.')).toHaveCount(0);
    });
  });

  test.describe('a device in Los Angeles, just after midnight on 1 January in Mumbai', () => {
    test.use({ timezoneId: 'America/Los_Angeles' });

    test('the footer shows the year of viewing, not the year of the build', async ({ page }) => {
      await page.clock.setFixedTime(new Date('2026-12-31T18:31:00Z'));
      await page.goto('/');
      await expect(page.getByRole('contentinfo')).toContainText('© 2027 Vayu Jets');
    });
  });
});
