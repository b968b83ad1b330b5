import { requestStatus } from '../content/request-status';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { isoInDays } from './helpers/dates';
import { REFERENCE } from './helpers/request-dialog';
import { configuredSite, startEndpoint } from './helpers/request-endpoint';

// Requests against a real endpoint (e2e/helpers/request-endpoint.ts). Tests without an endpoint use
// the usual out/.

const endpoint = startEndpoint();
const other = startEndpoint();
// One configured copy per worker: the desktop and phone runs of this file may overlap.
let SITE = '';
let endpointUrl = '';
let otherOrigin = '';
let closeSite = async () => {};

const delivered = () => endpoint.received.filter((item) => item.status >= 200 && item.status < 300);

async function fillContact(page: import('@playwright/test').Page, message = 'A flight to Goa on Friday, please.') {
  await page.goto(`${SITE}/contact/`);
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Full Name' }).fill('Priya Shah');
  await main.getByRole('textbox', { name: 'Email Address' }).fill('priya@example.com');
  await main.getByRole('textbox', { name: 'Message' }).fill(message);
  await main.getByRole('button', { name: 'Send Message' }).click();
  return page.getByRole('dialog');
}

test.describe('with a requests endpoint', () => {
  // Waits for real retries (5 s after a failure) besides the usual page loads.
  test.describe.configure({ timeout: 60_000 });
  // A 500 or an offline fetch is logged by Chromium as a console error: that is the test, not a bug.
  test.use({ failOnConsoleErrors: false });

  test.beforeAll(async () => {
    endpointUrl = `http://127.0.0.1:${await endpoint.listen()}/requests`;
    otherOrigin = `http://127.0.0.1:${await other.listen()}`;
    ({ url: SITE, close: closeSite } = await configuredSite(endpointUrl));
  });

  test.afterAll(async () => {
    await closeSite();
    await Promise.all([endpoint.close(), other.close()]);
  });

  test.beforeEach(() => endpoint.reset());

  test('a message is delivered once, with its payload and Idempotency-Key, then Received', async ({ page }) => {
    const dialog = await fillContact(page);
    await expect(dialog).toHaveAccessibleName('Received', { timeout: 20_000 });
    await expect(dialog).toContainText(/Received: our desk has your request VJ-[0-9A-Z]{6}\./);
    expect(endpoint.received).toHaveLength(1);
    const [{ key, body }] = endpoint.received;
    // The key is the request's own id; the visitor reads its reference.
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const reference = body.reference as string;
    expect(reference).toMatch(REFERENCE);
    expect(body).toMatchObject({
      version: 2,
      kind: 'contact',
      id: key,
      quote: null,
      page: '/contact/',
      subject: `Vayu Jets message ${reference}`,
      contact: { name: 'Priya Shah', email: 'priya@example.com' },
    });
    expect(body.message).toContain('Message: A flight to Goa on Friday, please.');
    expect(body.mumbaiTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    await expect(dialog).toContainText(`Reference: ${reference}`);
    // Delivered: nothing personal is left in the browser, and the address never carried any.
    expect(await page.evaluate(() => localStorage.getItem('vayu-jets:outbox'))).toBeNull();
    expect(page.url()).toBe(`${SITE}/contact/`);
    await expectNoAxeViolations(page);
  });

  test('a booking asks who to call back, then is sent: "Booking Request Sent!" after the 2xx @mobile', async ({
    page,
  }) => {
    await page.goto(`${SITE}/`);
    const form = page.getByRole('form', { name: 'Plan your flight' });
    await form.getByLabel('From').fill('Mumbai');
    await form.getByLabel('To').fill('Goa');
    await form.getByLabel('Date').fill(isoInDays(9));
    await form.getByRole('button', { name: 'Send Booking Request' }).click();
    const dialog = page.getByRole('dialog', { name: 'Who should we call back?' });
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog.getByText('Please enter your full name.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Full Name' }).fill('Priya Shah');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(
      dialog.getByText('Please give a phone number or an email address, so we can reach you.'),
    ).toBeVisible();
    expect(endpoint.received).toHaveLength(0);
    await dialog.getByRole('textbox', { name: 'Phone' }).fill('98200 07777');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByRole('dialog', { name: 'Booking Request Sent!' })).toBeVisible({ timeout: 20_000 });
    expect(delivered()).toHaveLength(1);
    expect(endpoint.received[0].body).toMatchObject({
      kind: 'booking',
      page: '/',
      contact: { name: 'Priya Shah', phone: '98200 07777' },
      details: { tripType: 'one-way', passengers: 1 },
    });
    await page.keyboard.press('Escape');
    // Sent, so the form clears.
    await expect(form.getByLabel('From')).toHaveValue('');
  });

  test('a 500 then a 200 delivers once, and the confirmation turns to Received', async ({ page }) => {
    endpoint.answer({ status: 500 });
    const dialog = await fillContact(page);
    await expect(dialog).toHaveAccessibleName('Not delivered yet: kept in this browser', { timeout: 20_000 });
    await expect(dialog).toContainText('HTTP 500');
    await expect(dialog.getByRole('link', { name: 'Send by e-mail' }).first()).toHaveAttribute(
      'href',
      /subject=Vayu%20Jets/,
    );
    await expect(dialog.getByRole('region', { name: 'Requests waiting to be delivered' })).toBeVisible();
    // The first retry comes about 5 seconds later.
    await expect(dialog).toHaveAccessibleName('Received', { timeout: 15_000 });
    expect(endpoint.received.map((item) => item.status)).toEqual([500, 200]);
    expect(new Set(endpoint.received.map((item) => item.key)).size).toBe(1);
    await page.waitForTimeout(1_000);
    expect(delivered()).toHaveLength(1);
  });

  test('a strict endpoint’s 409 while the first send is still in progress is waited out, never a refusal: one request received', async ({
    page,
  }) => {
    endpoint.strict();
    // The first POST is taken in over 8 s and its answer is lost; a retry meanwhile meets a 409.
    endpoint.answer({ status: 200, delayMs: 8_000, lose: true });
    const dialog = await fillContact(page, 'Sent once, answered late.');
    await expect(dialog).toHaveAccessibleName('Received', { timeout: 40_000 });
    await expect(dialog).toContainText(/Received: our desk has your request VJ-[0-9A-Z]{6}\./);
    expect(endpoint.received.map((item) => item.status)).toContain(409);
    expect(endpoint.received.filter((item) => item.status < 300 && !item.replay)).toHaveLength(1);
    expect(new Set(endpoint.received.map((item) => item.key)).size).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('vayu-jets:outbox'))).toBeNull();
    await expect(page.getByText('Our desk could not accept this request')).toHaveCount(0);
  });

  test('offline, then online, delivers once', async ({ page, context }) => {
    await page.goto(`${SITE}/contact/`);
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: 'Full Name' }).fill('Priya Shah');
    await main.getByRole('textbox', { name: 'Email Address' }).fill('priya@example.com');
    await main.getByRole('textbox', { name: 'Message' }).fill('Offline now.');
    // Using the form fetched the confirmation; then the connection drops.
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    await main.getByRole('button', { name: 'Send Message' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveAccessibleName('Not delivered yet: kept in this browser', { timeout: 20_000 });
    // In plain words: the device is offline, and this request waits here until it is back.
    const [waiting, untilBack] = requestStatus.offline.waiting.split('{reference}');
    const offlineNote = dialog.getByRole('status').filter({ hasText: waiting }).filter({ hasText: untilBack });
    await expect(offlineNote).toBeVisible();
    expect(endpoint.received).toHaveLength(0);
    await context.setOffline(false);
    await expect(dialog).toHaveAccessibleName('Received', { timeout: 10_000 });
    await expect(offlineNote).toHaveCount(0);
    expect(delivered()).toHaveLength(1);
    await page.waitForTimeout(1_000);
    expect(endpoint.received).toHaveLength(1);
  });

  test('a reload while a request is pending loses nothing and sends it once', async ({ page }) => {
    endpoint.answer({ status: 503 });
    const dialog = await fillContact(page, 'Kept across a reload.');
    await expect(dialog).toHaveAccessibleName('Not delivered yet: kept in this browser', { timeout: 20_000 });
    await page.goto(`${SITE}/about/`);
    await expect.poll(() => delivered().length, { timeout: 15_000 }).toBe(1);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('vayu-jets:outbox'))).toBeNull();
    await page.reload();
    await page.waitForTimeout(1_500);
    expect(endpoint.received.map((item) => item.status)).toEqual([503, 200]);
    expect(endpoint.received[1].body.message).toContain('Kept across a reload.');
  });

  test('a 400 is final: the reason, the hand-off, nothing kept to resend', async ({ page }) => {
    endpoint.answer({ status: 400, body: JSON.stringify({ error: 'This form service needs a phone number' }) });
    const dialog = await fillContact(page);
    await expect(dialog).toHaveAccessibleName('Our desk could not accept this request', { timeout: 20_000 });
    await expect(dialog).toContainText('This form service needs a phone number (HTTP 400 Bad Request)');
    await expect(dialog.getByRole('link', { name: 'Send on WhatsApp' }).first()).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\//,
    );
    await expect(dialog.getByRole('link', { name: 'Send by e-mail' }).first()).toHaveAttribute('href', /^mailto:/);
    await expect(page.getByText('Received', { exact: true })).toHaveCount(0);
    await page.waitForTimeout(6_000);
    expect(endpoint.received).toHaveLength(1);
    // The visitor may clear the refused request from this browser.
    const reference = endpoint.received[0].body.reference as string;
    await dialog.getByRole('button', { name: `Cancel ${reference}` }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('vayu-jets:outbox'))).toBeNull();
  });

  test('the CSP lets the page reach the endpoint and no other origin', async ({ page, consoleErrors }) => {
    await page.goto(`${SITE}/contact/`);
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(policy).toContain(`connect-src 'self' ${new URL(endpointUrl).origin};`);
    const outcome = await page.evaluate(async (url) => {
      const violation = new Promise<string>((resolve) =>
        document.addEventListener('securitypolicyviolation', (event) => resolve(event.blockedURI), { once: true }),
      );
      const fetched = await fetch(url, { method: 'POST', body: '{}' }).then(
        () => 'reached',
        () => 'blocked',
      );
      return { fetched, blocked: await violation };
    }, `${otherOrigin}/steal`);
    expect(outcome.fetched).toBe('blocked');
    expect(outcome.blocked).toContain(otherOrigin);
    expect(other.received).toHaveLength(0);
    expect(consoleErrors.join('\n')).toContain('Content Security Policy');
  });
});

test.describe('without a requests endpoint', () => {
  test('a message opens the WhatsApp and e-mail hand-off with its reference, and connects nowhere', async ({
    page,
  }) => {
    await page.goto('/contact/');
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(policy).toContain("connect-src 'self';");
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: 'Full Name' }).fill('Priya Shah');
    await main.getByRole('textbox', { name: 'Email Address' }).fill('priya@example.com');
    await main.getByRole('textbox', { name: 'Message' }).fill('مرحبا، a flight to Goa.');
    await main.getByRole('button', { name: 'Send Message' }).click();
    const dialog = page.getByRole('dialog', { name: /^Your request VJ-[0-9A-Z]{6} is ready to send$/ });
    await expect(dialog).toContainText('Nothing has been sent yet.');
    await expect(dialog).toContainText('What happens next: a flight coordinator replies within the hour, 24/7.');
    const reference = REFERENCE.exec((await dialog.getByRole('heading').first().textContent()) ?? '')?.[0] as string;
    const whatsapp = dialog.getByRole('link', { name: 'Send on WhatsApp' });
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    const text = new URL((await whatsapp.getAttribute('href')) as string).searchParams.get('text');
    expect(text).toContain(`Reference: ${reference}`);
    expect(text).toContain('Message: مرحبا، a flight to Goa.');
    const mailto = (await dialog.getByRole('link', { name: 'Send by e-mail' }).getAttribute('href')) as string;
    const query = new URLSearchParams(mailto.split('?')[1]);
    expect(query.get('subject')).toBe(`Vayu Jets message ${reference}`);
    expect(query.get('body')).toBe(text);
    await expect(dialog.getByRole('region', { name: 'What will be sent' })).toContainText(`Reference: ${reference}`);
    expect(await page.evaluate(() => localStorage.getItem('vayu-jets:outbox'))).toBeNull();
    expect(page.url()).not.toContain('priya');
    await expectNoAxeViolations(page);
  });
});
