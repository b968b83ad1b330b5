import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { fillSignup, uniqueEmail } from './helpers/accounts';
import { scanUnderChatButton } from './helpers/chat-button';
import { isoInDays } from './helpers/dates';
import { answerCallBack } from './helpers/request-dialog';
import { configuredSite, startEndpoint } from './helpers/request-endpoint';

// Against a real endpoint that counts POSTs: one submission is one request, however often its
// send is pressed, and a request typed with the connection gone is kept and delivered once when
// it returns (docs/forms.md, docs/requests.md).

const endpoint = startEndpoint();
// Its own port beside the suite's server, one per worker.
let site: Awaited<ReturnType<typeof configuredSite>> | undefined;
const at = (path: string) => `${site?.url}${path}`;

const OUTBOX = 'vayu-jets:outbox';
const outbox = (page: Page) => page.evaluate((key) => localStorage.getItem(key), OUTBOX);

const scriptsFetched = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js')).length);

/**
 * Loaded, touched once (the fixture's first input) and idle long enough that what the form needs
 * to send is in: it is fetched within 2 s of that input (lib/engagement.ts), so wait that long,
 * then until no script arrives.
 */
async function openIdle(page: Page, path: string) {
  await page.goto(at(path));
  await page.waitForTimeout(2_500);
  await expect
    .poll(
      async () => {
        const before = await scriptsFetched(page);
        await page.waitForTimeout(700);
        return (await scriptsFetched(page)) === before;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}

/** Offline now: the submit is kept, nothing is POSTed; online again: it is delivered once. */
async function expectKeptThenDeliveredOnce(page: Page, text: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveAccessibleName('Not delivered yet: kept in this browser', { timeout: 20_000 });
  expect(await outbox(page)).toContain(text);
  const kept: { request: { id: string } }[] = JSON.parse((await outbox(page)) ?? '{}').state.entries;
  expect(kept).toHaveLength(1);
  expect(endpoint.received).toHaveLength(0);
  await page.context().setOffline(false);
  await expect(dialog).toHaveAccessibleName(/^(Received|Booking Request Sent!)$/, { timeout: 15_000 });
  await expect.poll(() => outbox(page)).toBeNull();
  await page.waitForTimeout(1_000);
  expect(endpoint.received).toHaveLength(1);
  expect(JSON.stringify(endpoint.received[0].body)).toContain(text);
  // The kept request's own id is its key.
  expect(endpoint.received[0].key).toBe(kept[0].request.id);
}

test.describe('forms with a requests endpoint', () => {
  test.describe.configure({ timeout: 60_000 });
  // An offline fetch is logged by Chromium as a console error: that is the test, not a bug.
  test.use({ failOnConsoleErrors: false });

  test.beforeAll(async () => {
    const port = await endpoint.listen();
    site = await configuredSite(`http://127.0.0.1:${port}/requests`);
  });
  test.afterAll(async () => {
    await site?.close();
    await endpoint.close();
  });
  test.beforeEach(() => endpoint.reset());

  test('/contact: a double-click sends one message, and so does Enter pressed twice', async ({ page }) => {
    const main = page.getByRole('main');
    const fill = async (message: string) => {
      await page.goto(at('/contact/'));
      await main.getByRole('textbox', { name: 'Full Name' }).fill('Priya Shah');
      await main.getByRole('textbox', { name: 'Email Address' }).fill('priya@example.com');
      await main.getByRole('textbox', { name: 'Message' }).fill(message);
    };
    await fill('Double-clicked.');
    await main.getByRole('button', { name: 'Send Message' }).dblclick();
    await expect(page.getByRole('dialog')).toHaveAccessibleName('Received', { timeout: 20_000 });

    await fill('Entered twice.');
    // Twice on the keyboard: the confirmation may already hold focus (and hide the form) at the second.
    await main.getByRole('textbox', { name: 'Full Name' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveAccessibleName('Received', { timeout: 20_000 });
    await page.waitForTimeout(1_000);
    const messages = endpoint.received.map((item) => String(item.body.message));
    expect(messages.filter((text) => text.includes('Double-clicked.'))).toHaveLength(1);
    expect(messages.filter((text) => text.includes('Entered twice.'))).toHaveLength(1);
    expect(endpoint.received).toHaveLength(2);
  });

  test('/air-ambulance: Send is disabled while sending; a double-click or Enter twice sends once', async ({ page }) => {
    const form = page.getByRole('form', { name: 'Request an air ambulance' });
    const fill = async (name: string) => {
      await page.goto(at('/air-ambulance/'));
      await form.getByRole('textbox', { name: 'Contact name', exact: true }).fill(name);
      await form.getByRole('textbox', { name: 'Contact phone', exact: true }).fill('98200 07777');
    };
    const status = page.getByRole('status').filter({ hasText: 'Received: the medical desk has your request' });
    await fill('Priya Double');
    await form.getByRole('button', { name: 'Send request to the medical desk' }).dblclick();
    await expect(status).toBeVisible({ timeout: 20_000 });

    await fill('Priya Enter');
    const phone = form.getByRole('textbox', { name: 'Contact phone', exact: true });
    await phone.press('Enter');
    await phone.press('Enter');
    await expect(status).toBeVisible({ timeout: 20_000 });
    await page.waitForTimeout(1_000);
    const messages = endpoint.received.map((item) => String(item.body.message));
    expect(messages.filter((text) => text.includes('Priya Double'))).toHaveLength(1);
    expect(messages.filter((text) => text.includes('Priya Enter'))).toHaveLength(1);
    // Still nothing stored: the air ambulance never uses the outbox.
    expect(await outbox(page)).toBeNull();
  });

  test('/air-ambulance on a phone, the desk unreachable: it says so, and Call instead is clear of the chat button', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    endpoint.answer({ status: 503 }, { status: 503 }, { status: 503 }, { status: 503 });
    await page.goto(at('/air-ambulance/'));
    const form = page.getByRole('form', { name: 'Request an air ambulance' });
    await form.getByRole('textbox', { name: 'Contact name', exact: true }).fill('Priya Unreached');
    await form.getByRole('textbox', { name: 'Contact phone', exact: true }).fill('98200 07777');
    await form.getByRole('button', { name: 'Send request to the medical desk' }).click();
    await expect(page.getByText(/Your request did not reach the medical desk/)).toBeVisible({ timeout: 30_000 });
    for (const call of await form.getByRole('link', { name: 'Call instead' }).all()) await expect(call).toBeVisible();
    const scan = await scanUnderChatButton(page);
    expect(scan.checked).toBeGreaterThan(10);
    expect(scan.covered).toEqual([]);
  });

  test('/contact offline: the message is kept, then delivered once when the connection returns', async ({
    page,
    context,
  }) => {
    await openIdle(page, '/contact/');
    await context.setOffline(true);
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: 'Full Name' }).fill('Priya Shah');
    await main.getByRole('textbox', { name: 'Email Address' }).fill('priya@example.com');
    await main.getByRole('textbox', { name: 'Message' }).fill('Typed offline on contact.');
    await main.getByRole('button', { name: 'Send Message' }).click();
    await expectKeptThenDeliveredOnce(page, 'Typed offline on contact.');
  });

  test('/book offline: the booking and its call-back step work, kept, then delivered once', async ({
    page,
    context,
  }) => {
    await openIdle(page, `/book/?from=BOM&to=GOI&date=${isoInDays(30)}&time=10:00&pax=2`);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Submit Booking Request' }).click();
    await answerCallBack(page, 'Offline Booker');
    await expectKeptThenDeliveredOnce(page, 'Offline Booker');
  });

  test('home offline: the quick booking is kept, then delivered once', async ({ page, context }) => {
    await openIdle(page, '/');
    await context.setOffline(true);
    const form = page.getByRole('form', { name: 'Plan your flight' });
    await form.getByLabel('From').fill('Mumbai');
    await form.getByLabel('To').fill('Goa');
    await form.getByLabel('Date').fill(isoInDays(12));
    await form.getByRole('button', { name: 'Send Booking Request' }).click();
    await answerCallBack(page, 'Home Offline');
    await expectKeptThenDeliveredOnce(page, 'Home Offline');
  });

  test('/empty-legs offline: holding an empty leg and its call-back step work, kept, then delivered once', async ({
    page,
    context,
  }) => {
    // A day the board has live offers (Mumbai time).
    await page.clock.setFixedTime(new Date('2026-11-23T10:00:00+05:30'));
    await openIdle(page, '/empty-legs/');
    await context.setOffline(true);
    await page.getByRole('link', { name: 'Request this flight' }).first().click();
    await answerCallBack(page, 'Empty Leg Offline');
    await expectKeptThenDeliveredOnce(page, 'Empty Leg Offline');
    expect(endpoint.received[0].body.kind).toBe('empty-leg');
  });

  for (const [role, action] of [
    ['Jet Owner', 'Manage Fleet'],
    ['Operator', 'Crew Management'],
  ] as const) {
    test(`${role} desk offline: a desk action is kept, then delivered once`, async ({ page, context }) => {
      const email = uniqueEmail(role.replace(' ', '-').toLowerCase());
      await page.goto(at('/signup/'));
      await fillSignup(page, { email, password: 'Monsoon skies 42', role });
      await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
      await expect(page).toHaveURL(/\/dashboard\/$/, { timeout: 30_000 });
      await openIdle(page, '/dashboard/');
      await context.setOffline(true);
      await page.getByRole('region', { name: 'Quick actions' }).getByRole('button', { name: action }).click();
      await expectKeptThenDeliveredOnce(page, `please set up ${action} for my account (${email})`);
      expect(endpoint.received[0].body).toMatchObject({ kind: 'desk', details: { role, action } });
    });
  }
});
