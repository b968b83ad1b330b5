import { messages } from '../content/messages';
import { expect, test } from './fixtures';
import { isoInDays } from './helpers/dates';
import { answerCallBack } from './helpers/request-dialog';
import { configuredSite, startEndpoint } from './helpers/request-endpoint';

// A message sent with the connection gone before the form's code arrived, on a site with an
// endpoint: kept on the device through a reload, and delivered once when the connection returns.
test.use({ serviceWorkers: 'allow', failOnConsoleErrors: false, engageOnLoad: false });
test.describe.configure({ timeout: 90_000 });

const endpoint = startEndpoint();
let SITE = '';
let closeSite = async () => {};

test.beforeAll(async () => {
  const url = `http://127.0.0.1:${await endpoint.listen()}/requests`;
  ({ url: SITE, close: closeSite } = await configuredSite(url));
});

test.afterAll(async () => {
  await closeSite();
  await endpoint.close();
});

test('/contact: a message sent offline a moment after typing is kept, survives a reload and is delivered once', async ({
  page,
  context,
}) => {
  await page.goto(`${SITE}/contact/`);
  // The worker keeps the page itself, so a reload offline still opens it.
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  await context.setOffline(true);
  const form = page.getByRole('main').locator('form').filter({ hasText: 'Send Message' });
  await form.getByRole('textbox', { name: 'Full Name' }).fill('Priya Shah');
  await form.getByRole('textbox', { name: 'Email Address' }).fill('priya@example.com');
  await form.getByRole('textbox', { name: 'Message' }).fill('Pune to Goa on Friday, please.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText(messages.formKeptOffline)).toBeVisible({ timeout: 15_000 });

  await page.reload();
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('Pune to Goa on Friday, please.', {
    timeout: 15_000,
  });
  await expect(form.getByText(messages.formKeptOffline)).toBeVisible({ timeout: 15_000 });
  expect(endpoint.received).toHaveLength(0);

  await context.setOffline(false);
  await expect.poll(() => endpoint.received.length, { timeout: 40_000 }).toBe(1);
  expect(JSON.stringify(endpoint.received[0].body)).toContain('Pune to Goa on Friday, please.');
  // Delivered once: another reload sends nothing again.
  await page.reload();
  await page.waitForTimeout(3000);
  expect(endpoint.received).toHaveLength(1);
});

test('/book: a shared trip submitted offline, untouched, is kept through a reload and made once back online', async ({
  page,
  context,
}) => {
  await page.goto(`${SITE}/book/?from=BOM&to=GOI&date=${isoInDays(12)}&time=09:00&pax=3&jet=light`);
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  await context.setOffline(true);
  const form = page.getByRole('form', { name: 'Flight details' });
  const bookings = () => endpoint.received.filter((request) => request.body.kind === 'booking');
  await form.getByRole('button', { name: 'Submit Booking Request', exact: true }).click();
  await expect(form.getByText(messages.formKeptOffline)).toBeVisible({ timeout: 15_000 });

  await page.reload();
  await expect(form.getByText(messages.formKeptOffline)).toBeVisible({ timeout: 15_000 });
  expect(bookings()).toHaveLength(0);

  // Back online, the press is made: the booking asks who to call back, then it is sent once.
  await context.setOffline(false);
  await answerCallBack(page);
  await expect.poll(() => bookings().length, { timeout: 40_000 }).toBe(1);
  expect(JSON.stringify(bookings()[0].body)).toContain('GOI');
  await page.reload();
  await page.waitForTimeout(3000);
  expect(bookings()).toHaveLength(1);
});
