import type { Browser, BrowserContext, Page } from '@playwright/test';
import { engageAndWaitUntilLive, expect, test } from './fixtures';
import { fillSignup, uniqueEmail } from './helpers/accounts';
import { isoInDays } from './helpers/dates';
import { stubPhotos } from './helpers/photos';
import { answerCallBack, REFERENCE } from './helpers/request-dialog';
import { configuredSite, startEndpoint } from './helpers/request-endpoint';

// Every request reaches the desk once, from the right person, in true words: against a real
// endpoint (e2e/helpers/request-endpoint.ts), and on the default build (no endpoint).

const endpoint = startEndpoint();
// Its own port, apart from requests.spec.ts's copy, so both files may run at once.
let SITE = '';
let closeSite = async () => {};
const PASSWORD = 'correct horse 42';
const OUTBOX_KEY = 'vayu-jets:outbox';
const SESSION_KEY = 'vayu-jets:session';

const hydrated = engageAndWaitUntilLive;

async function signUpAt(page: Page, base: string, prefix: string) {
  const email = uniqueEmail(prefix);
  await page.goto(`${base}/signup/`);
  await fillSignup(page, { email, password: PASSWORD });
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/$/, { timeout: 30_000 });
  return email;
}

async function sendContact(page: Page, message: string) {
  await page.goto(`${SITE}/contact/`);
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Full Name' }).fill('Priya Shah');
  await main.getByRole('textbox', { name: 'Email Address' }).fill('priya@example.com');
  await main.getByRole('textbox', { name: 'Message' }).fill(message);
  await main.getByRole('button', { name: 'Send Message' }).click();
  return page.getByRole('dialog');
}

const referenceIn = async (dialog: ReturnType<Page['getByRole']>) =>
  REFERENCE.exec((await dialog.getByText(/^Reference: VJ-/).textContent()) ?? '')?.[0] as string;

/** A second browser, as another customer's would be: nothing shared with the first. */
async function otherBrowser(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await stubPhotos(page);
  return { context, page };
}

async function bookTheTrip(page: Page, name: string) {
  await page.goto(`${SITE}/`);
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Plan your flight' });
  await form.getByLabel('From').fill('Mumbai');
  await form.getByLabel('To').fill('Goa');
  await form.getByLabel('Date').fill(isoInDays(12));
  await form.getByRole('button', { name: 'Send Booking Request' }).click();
  await answerCallBack(page, name);
  await expect(page.getByRole('dialog', { name: 'Booking Request Sent!' })).toBeVisible({ timeout: 20_000 });
}

test.describe('with a requests endpoint', () => {
  test.describe.configure({ timeout: 90_000 });
  // Failed answers are logged by Chromium as console errors: that is the test, not a bug.
  test.use({ failOnConsoleErrors: false });

  test.beforeAll(async () => {
    const url = `http://127.0.0.1:${await endpoint.listen()}/requests`;
    ({ url: SITE, close: closeSite } = await configuredSite(url));
  });
  test.afterAll(async () => {
    await closeSite();
    await endpoint.close();
  });
  test.beforeEach(() => endpoint.reset());

  test('two customers asking for the same trip make two requests: two POSTs, two keys, two references, one quote', async ({
    page,
    browser,
  }) => {
    const other = await otherBrowser(browser);
    try {
      await bookTheTrip(page, 'Priya Shah');
      await bookTheTrip(other.page, 'Arjun Mehta');
    } finally {
      await other.context.close();
    }
    expect(endpoint.received).toHaveLength(2);
    const [first, second] = endpoint.received;
    expect(first.key).not.toBe(second.key);
    expect(first.body.reference).not.toBe(second.body.reference);
    expect(first.body.quote).toBe(second.body.quote);
    expect([first.body.contact, second.body.contact]).toEqual([
      { name: 'Priya Shah', phone: '98200 07777' },
      { name: 'Arjun Mehta', phone: '98200 07777' },
    ]);
  });

  test('a request cancelled on the dashboard while its send fails says Cancelled, never Received', async ({
    page,
    context,
  }) => {
    await signUpAt(page, SITE, 'cancel');
    endpoint.answer({ status: 500, delayMs: 4_000 });
    const dialog = await sendContact(page, 'Cancelled in the other tab.');
    await expect(dialog).toHaveAccessibleName(/^Sending your request VJ-/);
    const reference = await referenceIn(dialog);
    const tabB = await context.newPage();
    await stubPhotos(tabB);
    await tabB.goto(`${SITE}/dashboard/`);
    await tabB.getByRole('button', { name: `Cancel ${reference}` }).click();
    await expect(dialog).toHaveAccessibleName('Cancelled', { timeout: 15_000 });
    await expect(dialog).toContainText(`Your request ${reference} was cancelled`);
    await expect(page.getByText('Received', { exact: true })).toHaveCount(0);
    expect(endpoint.received.map((item) => item.status)).toEqual([500]);
  });

  test('account B, signed in after account A on the same browser, never sees or cancels A’s waiting request', async ({
    page,
  }) => {
    await signUpAt(page, SITE, 'asha');
    // Refused for an hour: it stays in the outbox, A's.
    endpoint.answer({ status: 503, headers: { 'Retry-After': '3600' } });
    const dialog = await sendContact(page, 'From account A.');
    await expect(dialog).toHaveAccessibleName('Not delivered yet: kept in this browser', { timeout: 20_000 });
    const reference = await referenceIn(dialog);
    await page.keyboard.press('Escape');
    await page.goto(`${SITE}/dashboard/`);
    await expect(page.getByRole('button', { name: `Cancel ${reference}` })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await signUpAt(page, SITE, 'bina');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(reference)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Cancel VJ-/ })).toHaveCount(0);
    // Still kept, still A's.
    expect(await page.evaluate((key) => localStorage.getItem(key), OUTBOX_KEY)).toContain(reference);
  });

  test('nearly full storage (room for the request, not its send claim) never says it will send', async ({ page }) => {
    await page.addInitScript((key) => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (name: string, value: string) {
        if (name === key && /"sendingUntil":[1-9]/.test(value)) throw new DOMException('full', 'QuotaExceededError');
        return setItem.call(this, name, value);
      };
    }, OUTBOX_KEY);
    endpoint.answer({ status: 503 });
    const dialog = await sendContact(page, 'No room for the claim.');
    await expect(dialog).toHaveAccessibleName('Your request did not reach us', { timeout: 20_000 });
    await expect(dialog).toContainText('storage is full, so it cannot keep your request');
    await expect(dialog).not.toContainText('sends it as soon as it can');
    await expect(dialog.getByRole('link', { name: 'Send on WhatsApp' }).first()).toBeVisible();
    expect(endpoint.received).toHaveLength(1);
    expect(await page.evaluate((key) => localStorage.getItem(key), OUTBOX_KEY)).toBeNull();
  });

  test('a kept request the endpoint refuses on its retry, sent from another page, reads as refused on the dashboard, with the reason, never Kept or Received', async ({
    page,
  }) => {
    await signUpAt(page, SITE, 'refused');
    // Kept after a 503; its retry, a few seconds later from the dashboard, is refused for good.
    endpoint.answer({ status: 503 }, { status: 400, body: JSON.stringify({ error: 'This route is not flown' }) });
    await page.goto(`${SITE}/book/?from=BOM&to=GOI&date=${isoInDays(30)}&time=10:00&pax=2`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Submit Booking Request' }).click();
    await answerCallBack(page);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveAccessibleName('Not delivered yet: kept in this browser', { timeout: 20_000 });
    const reference = await referenceIn(dialog);

    await page.goto(`${SITE}/dashboard/`);
    const item = page.getByRole('listitem', { name: `Request ${reference}` });
    await expect(item).toContainText('Refused by our desk’s system', { timeout: 20_000 });
    // The same words the sending page shows for a 4xx.
    await expect(item).toContainText('This route is not flown (HTTP 400 Bad Request)');
    await expect(item.getByRole('link', { name: 'Send on WhatsApp' })).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/\\d+\\?text=.*${reference}`),
    );
    await expect(item.getByRole('link', { name: 'Send by e-mail' })).toHaveAttribute('href', /^mailto:/);
    await expect(item.getByRole('button', { name: 'Remove from this list' })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(/\b(Kept|Received)\b/);
    expect(endpoint.received.map((answer) => answer.status)).toEqual([503, 400]);
    expect(new Set(endpoint.received.map((answer) => answer.key)).size).toBe(1);

    // Another visit reads the same truth, and nothing is sent again.
    await page.reload();
    await expect(item).toContainText('This route is not flown (HTTP 400 Bad Request)');
    await expect(page.getByRole('main')).not.toContainText(/\b(Kept|Received)\b/);
    await page.waitForTimeout(1_000);
    expect(endpoint.received).toHaveLength(2);
  });

  test('after Cancel a kept booking reads Cancelled in Your requests, and Upcoming Flights counts only what the desk confirmed', async ({
    page,
  }) => {
    await signUpAt(page, SITE, 'cancelflight');
    // Refused for an hour: the booking stays kept in this browser.
    endpoint.answer({ status: 503, headers: { 'Retry-After': '3600' } });
    await page.goto(`${SITE}/book/?from=BOM&to=GOI&date=${isoInDays(30)}&time=10:00&pax=2`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Submit Booking Request' }).click();
    await answerCallBack(page);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveAccessibleName('Not delivered yet: kept in this browser', { timeout: 20_000 });
    const reference = await referenceIn(dialog);

    await page.goto(`${SITE}/dashboard/`);
    const upcoming = page.getByRole('main').locator('dl > div').filter({ hasText: 'Upcoming Flights' }).locator('dd');
    const item = page.getByRole('listitem', { name: `Request ${reference}` });
    await expect(item).toContainText('Kept in this browser to send');
    // Kept is not confirmed: awaiting our desk, not a flight.
    await expect(upcoming).toHaveText('01 request awaiting our desk');
    await page.getByRole('button', { name: `Cancel ${reference}` }).click();
    await expect(item).toContainText('Cancelled (asked for ');
    await expect(item).not.toContainText('Kept');
    await expect(upcoming).toHaveText('0');
    await page.reload();
    await expect(item).toContainText('Cancelled');
    await expect(upcoming).toHaveText('0');
    expect(endpoint.received.map((answer) => answer.status)).toEqual([503]);
  });

  test('Remove this browser’s account takes its kept request with it and names it; another account’s stays', async ({
    page,
  }) => {
    // Two accounts in one browser, each with a request kept for an hour.
    endpoint.answer(
      { status: 503, headers: { 'Retry-After': '3600' } },
      { status: 503, headers: { 'Retry-After': '3600' } },
    );
    const leaving = await signUpAt(page, SITE, 'leaving');
    const first = await sendContact(page, 'From the account that leaves.');
    await expect(first).toHaveAccessibleName('Not delivered yet: kept in this browser', { timeout: 20_000 });
    const gone = await referenceIn(first);
    await page.keyboard.press('Escape');
    await page.goto(`${SITE}/dashboard/`);
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await signUpAt(page, SITE, 'staying');
    const second = await sendContact(page, 'From the account that stays.');
    await expect(second).toHaveAccessibleName('Not delivered yet: kept in this browser', { timeout: 20_000 });
    const stays = await referenceIn(second);
    await page.keyboard.press('Escape');
    await page.goto(`${SITE}/dashboard/`);
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();

    await page.goto(`${SITE}/forgot-password/`);
    const form = page.getByRole('form', { name: 'Start again in this browser' });
    await form.getByLabel('Email of the account to remove').fill(leaving);
    await form.getByLabel('I understand the account and its saved trips are lost').check();
    await form.getByRole('button', { name: 'Remove this browser’s account' }).click();
    await expect(form.getByRole('status')).toContainText(
      `Its 1 request not delivered yet (${gone}) left with it and will not be sent.`,
    );
    const outbox = (await page.evaluate((key) => localStorage.getItem(key), OUTBOX_KEY)) ?? '';
    expect(outbox).not.toContain(gone);
    expect(outbox).not.toContain('From the account that leaves.');
    expect(outbox).toContain(stays);
    expect(endpoint.received.map((item) => item.body.reference)).toEqual([gone, stays]);
  });

  test('a 429 with Retry-After: 30 is not tried again for at least 30 seconds', async ({ page }) => {
    await page.clock.install();
    endpoint.answer({ status: 429, headers: { 'Retry-After': '30' } });
    const dialog = await sendContact(page, 'Slow down, says the desk.');
    await expect(dialog).toHaveAccessibleName('Not delivered yet: kept in this browser', { timeout: 20_000 });
    await page.clock.fastForward(25_000);
    await page.waitForTimeout(500);
    expect(endpoint.received).toHaveLength(1);
    await page.clock.fastForward(9_000);
    await expect(dialog).toHaveAccessibleName('Received', { timeout: 10_000 });
    expect(endpoint.received.map((item) => item.status)).toEqual([429, 200]);
  });
});

test.describe('stored values a page must survive', () => {
  test.describe.configure({ timeout: 90_000 });

  const entry = (account: string, overrides: Record<string, unknown> = {}) => ({
    request: {
      version: 2,
      kind: 'contact',
      id: `${Math.random().toString(16).slice(2)}-0000-4000-8000-000000000000`,
      reference: 'VJ-ABCDEF',
      createdAt: '2026-11-27T09:30:00.000Z',
      mumbaiTime: '2026-11-27 15:00',
      page: '/contact/',
      heading: 'Hello Vayu Jets, a message from your website:',
      fields: [{ label: 'Message', value: 'Kept' }],
      notes: [],
      details: { subject: null },
      contact: { name: 'Priya Shah', email: 'priya@example.com' },
      ...overrides,
    },
    account,
    state: 'pending',
    attempts: 1,
    nextAttemptAt: 4_102_444_800_000,
    sendingUntil: 0,
    lastError: 'HTTP 503',
  });
  const store = (page: Page, value: unknown) =>
    page.evaluate(([key, text]) => localStorage.setItem(key, text), [OUTBOX_KEY, JSON.stringify(value)] as const);

  test('an outbox entry whose contact name is an object is set aside: /dashboard works and lists the rest', async ({
    page,
  }) => {
    const email = await signUpAt(page, '', 'hostile');
    const bad = entry(email, { reference: 'VJ-BADBAD', contact: { name: { first: 'Priya' } } });
    // Refused, so kept and listed: a waiting one would be handed back by a build without an endpoint.
    const refused = { ...entry(email), state: 'rejected', lastError: 'No (HTTP 400)' };
    await store(page, { state: { entries: [refused, bad] }, version: 2 });
    await page.goto('/dashboard/');
    await expect(page.getByRole('region', { name: 'Requests waiting to be delivered' })).toContainText(
      'could not be read, so it was set aside',
    );
    await expect(page.getByRole('button', { name: 'Cancel VJ-ABCDEF' })).toBeVisible();
    await expect(page.getByText('VJ-BADBAD')).toHaveCount(0);
    const backups = await page.evaluate(
      (key) => Object.keys(localStorage).filter((name) => name.startsWith(`${key}:backup:`)),
      OUTBOX_KEY,
    );
    expect(backups).toHaveLength(1);
  });

  test('Cancel on an outbox written by a newer version of the site keeps it, and says why', async ({ page }) => {
    const email = await signUpAt(page, '', 'newer');
    const newer = { state: { entries: [entry(email)], future: true }, version: 3 };
    await store(page, newer);
    await page.goto('/dashboard/');
    await page.getByRole('button', { name: 'Cancel VJ-ABCDEF' }).click();
    await expect(page.getByText('Saved data is from a newer version')).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), OUTBOX_KEY)).toBe(JSON.stringify(newer));
  });

  test('a session naming no stored account is discarded: nobody is signed in', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(
      (key) =>
        localStorage.setItem(
          key,
          JSON.stringify({ state: { user: { email: 'ghost@example.com', role: 'Operator' } }, version: 1 }),
        ),
      SESSION_KEY,
    );
    await page.goto('/dashboard/');
    await expect(page).toHaveURL(/\/login\/$/, { timeout: 15_000 });
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
  });
});

test.describe('without a requests endpoint', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the confirmation shows the desk’s address and phone and copies the text, with a visible result', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/contact/');
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: 'Full Name' }).fill('Priya Shah');
    await main.getByRole('textbox', { name: 'Email Address' }).fill('priya@example.com');
    await main.getByRole('textbox', { name: 'Message' }).fill('Copy me.');
    await main.getByRole('button', { name: 'Send Message' }).click();
    const dialog = page.getByRole('dialog', { name: /is ready to send$/ });
    await expect(dialog).toContainText('concierge@vayujets.example');
    await expect(dialog).toContainText('+91 98200 07777');
    await dialog.getByRole('button', { name: 'Copy text' }).click();
    await expect(dialog.getByText('Copied. Paste it into any message to our desk.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('Message: Copy me.');
  });

  test('the dashboard says a hand-off was handed to e-mail, never Sent or Received', async ({ page }) => {
    await signUpAt(page, '', 'handoff');
    await page.goto(`/book/?from=BOM&to=GOI&date=${isoInDays(30)}&time=10:00&pax=2`);
    await page.getByRole('button', { name: 'Submit Booking Request' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveAccessibleName(/is ready to send$/);
    const reference = await referenceIn(dialog);
    const email = dialog.getByRole('link', { name: 'Send by e-mail' });
    // The mail app is not part of the test: the click is recorded, the mailto: not followed.
    await email.evaluate((link) => link.addEventListener('click', (event) => event.preventDefault()));
    await email.click();
    await expect(dialog.getByText(/^Handed to e-mail/)).toBeVisible();
    await page.goto('/dashboard/');
    const item = page.getByRole('listitem', { name: `Request ${reference}` });
    await expect(item).toContainText('Handed to e-mail');
    await expect(page.getByRole('main')).not.toContainText(/\b(Sent|Received)\b/);
  });
});

test.describe('after a deploy that removes or moves the endpoint', () => {
  test.describe.configure({ timeout: 120_000 });
  test.use({ failOnConsoleErrors: false });
  // One address: each test serves one build there, then another, as a deploy does.
  let port = 0;
  const old = startEndpoint();
  const moved = startEndpoint();
  let OLD = '';
  let MOVED = '';
  let close: () => Promise<void> = async () => {};

  test.beforeAll(async () => {
    OLD = `http://127.0.0.1:${await old.listen()}/requests`;
    MOVED = `http://127.0.0.1:${await moved.listen()}/requests`;
  });
  test.afterAll(async () => {
    await Promise.all([old.close(), moved.close()]);
  });
  test.beforeEach(() => {
    old.reset();
    moved.reset();
  });
  test.afterEach(() => close());

  /** Serves out/ at the one address pointed at `endpoint` ('' for none), in place of what was there. */
  async function deploy(endpoint: string) {
    await close();
    const site = await configuredSite(endpoint, port);
    port = site.port;
    close = site.close;
    return site.url;
  }

  async function keepOffline(page: Page, context: BrowserContext, base: string) {
    await page.goto(`${base}/contact/`);
    await hydrated(page);
    await context.setOffline(true);
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: 'Full Name' }).fill('Priya Shah');
    await main.getByRole('textbox', { name: 'Email Address' }).fill('priya@example.com');
    await main.getByRole('textbox', { name: 'Message' }).fill('Kept before the deploy.');
    await main.getByRole('button', { name: 'Send Message' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveAccessibleName('Not delivered yet: kept in this browser', { timeout: 20_000 });
    return { dialog, reference: await referenceIn(dialog) };
  }

  test('a request kept offline is never posted to the removed endpoint: back online, the open page offers the hand-off and clears it', async ({
    page,
    context,
  }) => {
    const base = await deploy(OLD);
    const { dialog, reference } = await keepOffline(page, context, base);
    await deploy('');
    await context.setOffline(false);
    await expect(dialog).toHaveAccessibleName(`Your request ${reference} was not passed on: send it yourself`, {
      timeout: 20_000,
    });
    await expect(dialog).toContainText('This site no longer passes requests on from this browser');
    await expect(dialog.getByRole('link', { name: 'Send on WhatsApp' })).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/\\d+\\?text=.*${reference}`),
    );
    await expect(dialog.getByRole('link', { name: 'Send by e-mail' })).toHaveAttribute('href', /^mailto:/);
    expect(await page.evaluate((key) => localStorage.getItem(key), OUTBOX_KEY)).toBeNull();
    // Offered once: the next visit has nothing kept and offers nothing.
    await page.reload();
    await hydrated(page);
    await page.waitForTimeout(1_000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(old.received).toHaveLength(0);
  });

  test('a kept booking is offered on the next visit of a build without the endpoint, and Your requests says it was handed back', async ({
    page,
  }) => {
    const base = await deploy(OLD);
    await signUpAt(page, base, 'handback');
    old.answer({ status: 503, headers: { 'Retry-After': '3600' } });
    await page.goto(`${base}/book/?from=BOM&to=GOI&date=${isoInDays(30)}&time=10:00&pax=2`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Submit Booking Request' }).click();
    await answerCallBack(page);
    await expect(page.getByRole('dialog')).toHaveAccessibleName('Not delivered yet: kept in this browser', {
      timeout: 20_000,
    });
    const reference = await referenceIn(page.getByRole('dialog'));

    await deploy('');
    await page.goto(`${base}/dashboard/`);
    const dialog = page.getByRole('dialog', { name: `Your request ${reference} was not passed on: send it yourself` });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await expect(dialog).toContainText('Name: Priya Shah');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listitem', { name: `Request ${reference}` })).toContainText('Handed back to you');
    await expect(page.getByRole('button', { name: `Cancel ${reference}` })).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), OUTBOX_KEY)).toBeNull();
    expect(old.received.map((answer) => answer.status)).toEqual([503]);
  });

  test('a request kept offline goes to the moved endpoint of the build that sends it, never to the old one', async ({
    page,
    context,
  }) => {
    const base = await deploy(OLD);
    const { dialog } = await keepOffline(page, context, base);
    await deploy(MOVED);
    await context.setOffline(false);
    // The open page is of the older build: it posts nowhere and says why.
    await expect(dialog).toContainText('this page is older than the site now online: reload it to send', {
      timeout: 20_000,
    });
    expect(old.received).toHaveLength(0);
    await page.reload();
    await expect.poll(() => moved.received.length, { timeout: 20_000 }).toBe(1);
    expect(moved.received[0].body).toMatchObject({ kind: 'contact', contact: { name: 'Priya Shah' } });
    expect(old.received).toHaveLength(0);
  });
});
