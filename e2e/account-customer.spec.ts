import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { ACCOUNTS_KEY, fillSignup, logIn, readStorage, SESSION_KEY, signUp, uniqueEmail } from './helpers/accounts';
import { figure } from './helpers/desks';
import { REFERENCE, requestDialog } from './helpers/request-dialog';
import { NOT_IMPLEMENTED, toast } from './helpers/toast';

// The customer's dashboard: figures from the account's own trips, and five actions that each do
// what they say. Every sign-up hashes a password 600,000 times, so each test signs up once.

const TRIPS_KEY = 'vayu-jets:trips';
const SENT_KEY = 'vayu-jets:sent-requests';
const PASSWORD = 'Monsoon skies 42';
const quickActions = (page: Page) => page.getByRole('region', { name: 'Quick actions' });

/** YYYY-MM-DD a number of days from today (far enough from midnight in any zone to be unambiguous). */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const trip = (owner: string, reference: string, date: string) => ({
  reference,
  owner,
  savedAt: '2026-01-01T10:00:00.000Z',
  tripType: 'one-way',
  legs: [{ departure: 'BOM', arrival: 'DEL', date, time: '' }],
  passengers: 2,
  jetType: 'light',
});

async function newCustomer(page: Page, prefix: string) {
  const email = uniqueEmail(prefix);
  await signUp(page, { email, password: PASSWORD });
  await expect(page).toHaveURL(/\/dashboard\/$/, { timeout: 30_000 });
  return email;
}

test.describe('customer dashboard', () => {
  // Password hashing is slow, and slower still on a busy machine.
  test.describe.configure({ timeout: 180_000 });

  test('a new customer sees zeros, a way to start, and every action by name @mobile', async ({ page }) => {
    await newCustomer(page, 'fresh');
    await expect(figure(page, 'Upcoming Flights')).toHaveText('0');
    await expect(figure(page, 'Past Flights')).toHaveText('0');
    await expect(figure(page, 'Total Spent')).toHaveText('None yet');
    await expect(figure(page, 'Loyalty Tier')).toHaveText('Member3 more past flights to Silver');
    await expect(page.getByRole('link', { name: 'Plan your first trip' })).toHaveAttribute('href', '/book/');

    const actions = quickActions(page);
    await expect(actions.getByRole('listitem')).toHaveText([
      'Book a New Flight',
      'Manage Bookings',
      'Track a Flight',
      'Account Settings',
      'Refer a Friend',
    ]);
    await expect(actions.getByRole('link', { name: 'Book a New Flight' })).toHaveAttribute('href', '/book/');
    await actions.getByRole('link', { name: 'Manage Bookings' }).click();
    await expect(page).toHaveURL(/#manage-bookings$/);
    await expect(page.getByRole('region', { name: 'Saved trips' })).toBeInViewport();

    const track = actions.getByRole('button', { name: 'Track a Flight' });
    await track.click();
    await expect(track).toHaveAttribute('aria-expanded', 'true');
    const field = page.getByLabel('Flight number or registration');
    await field.fill('6e 2134');
    const tracker = page.getByRole('link', { name: 'Open the flight tracker' });
    await expect(tracker).toHaveAttribute('href', 'https://www.flightradar24.com/data/flights/6e2134');
    await expect(tracker).toHaveAttribute('target', '_blank');
    await expect(tracker).toHaveAttribute('rel', 'noopener noreferrer');
    await field.fill('VT-ABC');
    await expect(tracker).toHaveAttribute('href', 'https://www.flightradar24.com/data/aircraft/vt-abc');
    await field.fill('not a flight!');
    await expect(page.getByText('Enter a flight number such as AI101')).toBeVisible();
    await expectNoAxeViolations(page);

    await actions.getByRole('button', { name: 'Account Settings' }).click();
    await expect(page.getByRole('region', { name: 'Account Settings' })).toBeVisible();
    await expect(page.getByLabel('New password', { exact: true })).toHaveAccessibleDescription(
      'At least 8 characters.',
    );
    await expectNoAxeViolations(page);
    await expect(toast(page, NOT_IMPLEMENTED)).toHaveCount(0);
  });

  test('Refer a Friend uses the share sheet, else copies, else offers WhatsApp', async ({ page }) => {
    await page.addInitScript(() => {
      const shared: unknown[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async (data: unknown) => void shared.push(data),
      });
    });
    await newCustomer(page, 'refer');
    const refer = quickActions(page).getByRole('button', { name: 'Refer a Friend' });
    await refer.click();
    const shared = await page.evaluate(() => (window as unknown as { shared: { text: string; url: string }[] }).shared);
    expect(shared).toHaveLength(1);
    expect(shared[0].text).toContain('Vayu Jets');
    expect(new URL(shared[0].url).pathname).toBe('/');

    // No share sheet and no clipboard: WhatsApp, with the invitation written out.
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: () => Promise.reject(new Error('denied')) },
      });
    });
    await refer.click();
    const whatsapp = page.getByRole('link', { name: 'Share on WhatsApp' });
    await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=I%20fly%20private%20with%20Vayu%20Jets/);
    await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');

    // A clipboard but no share sheet: the invitation is copied.
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: (text: string) => void Object.assign(window, { copied: text }) },
      });
    });
    await refer.click();
    await expect(toast(page, 'Invitation copied')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { copied: string }).copied)).toContain('Vayu Jets');
  });

  test('saved trips that were not sent are planned, not flights; Manage Bookings duplicates, and removes with Undo', async ({
    page,
  }) => {
    const email = await newCustomer(page, 'trips');
    await page.evaluate(([key, trips]) => localStorage.setItem(key, JSON.stringify({ state: { trips }, version: 1 })), [
      TRIPS_KEY,
      [trip(email, 'VJ-PAST01', day(-400)), trip(email, 'VJ-NEXT01', day(200)), trip(email, 'VJ-UNDAT1', '')],
    ] as const);
    await page.reload();
    await expect(figure(page, 'Upcoming Flights')).toHaveText('03 planned trips, not sent yet');
    await expect(figure(page, 'Past Flights')).toHaveText('0');
    await expect(figure(page, 'Total Spent')).toHaveText('None yet');
    await expect(figure(page, 'Loyalty Tier')).toHaveText('Member3 more past flights to Silver');
    await expect(page.getByRole('link', { name: 'Plan your first trip' })).toHaveCount(0);

    const saved = page.getByRole('region', { name: 'Saved trips' });
    const next = saved.getByRole('listitem', { name: 'Trip VJ-NEXT01' });
    const duplicate = next.getByRole('link', { name: 'Duplicate as a new trip' });
    await expect(duplicate).toHaveAttribute('href', /^\/book\/\?/);
    expect(await duplicate.getAttribute('href')).not.toContain(day(200));
    await expect(next.getByRole('link', { name: 'Open' })).toHaveAttribute('href', new RegExp(day(200)));

    await next.getByRole('button', { name: 'Remove' }).click();
    await expect(next).toHaveCount(0);
    await expect(figure(page, 'Upcoming Flights')).toHaveText('02 planned trips, not sent yet');
    await toast(page, 'Trip removed').getByRole('button', { name: 'Undo' }).click();
    await expect(toast(page, 'Trip restored')).toBeVisible();
    await expect(next).toBeVisible();
    await expect(figure(page, 'Upcoming Flights')).toHaveText('03 planned trips, not sent yet');
    await page.reload();
    await expect(saved.getByRole('listitem')).toHaveCount(3);
  });

  test('a request handed off from /book is listed under Manage Bookings and awaits our desk, not a flight; one only opened is neither', async ({
    page,
  }) => {
    const email = await newCustomer(page, 'sent');
    await page
      .context()
      .route(/^https:\/\/(wa\.me|api\.whatsapp\.com)\//, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
      );
    const submit = async () => {
      await page.goto(`/book/?from=BOM&to=GOI&date=${day(30)}&time=10:00&pax=2`);
      await page.getByRole('button', { name: 'Submit Booking Request' }).click();
      await expect(requestDialog(page)).toContainText('Nothing has been sent yet.');
    };
    // Opened and closed without sending: nothing is counted.
    await submit();
    await page.keyboard.press('Escape');
    await page.goto('/dashboard/');
    await expect(figure(page, 'Upcoming Flights')).toHaveText('0');

    await submit();
    const reference = (await requestDialog(page).textContent())!.match(REFERENCE)![0];
    const [chat] = await Promise.all([
      page.context().waitForEvent('page'),
      requestDialog(page).getByRole('link', { name: 'Send on WhatsApp' }).click(),
    ]);
    await chat.close();
    // The confirmation named it with its route; the printed quote now names it too, the trip's own
    // reference labelled as the quote's.
    await expect(requestDialog(page)).toContainText(`Reference: ${reference} · Mumbai → Goa`);
    await page.keyboard.press('Escape');
    await page.emulateMedia({ media: 'print' });
    const sheet = page.locator('[data-quote-sheet]');
    await expect(sheet).toContainText(`Reference ${reference} · Mumbai → Goa`);
    await expect(sheet).toContainText(/Quote reference VJ-/);
    await page.emulateMedia({ media: 'screen' });
    await page.goto('/dashboard/');
    // Only what our desk confirmed is a flight: a hand-off awaits it.
    await expect(figure(page, 'Upcoming Flights')).toHaveText('01 request awaiting our desk');
    const sent = page.getByRole('region', { name: 'Your requests' });
    const request = sent.getByRole('listitem', { name: `Request ${reference}` });
    // The same reference as the confirmation, with the route a caller reads out beside it.
    await expect(request).toContainText(`Trip request · ${reference}`);
    await expect(request).toContainText('Mumbai → Goa');
    await expect(request).toContainText(/Estimate ₹[\d,]+/);
    // As far as this browser saw it go: handed to WhatsApp, never "Sent" or "Received".
    await expect(request).toContainText('Handed to WhatsApp');
    await expect(request).not.toContainText(/\b(Sent|Received)\b/);

    // A request flown long ago is a past flight, its estimate in Total Spent; never its message.
    await page.evaluate(
      ([key, owner, date]) => {
        const stored = JSON.parse(localStorage.getItem(key)!);
        stored.sent.push({
          reference: 'VJ-FLOWN1',
          quote: null,
          owner,
          sentAt: '2025-01-01T10:00:00.000Z',
          status: 'received',
          kind: 'booking',
          dates: [date],
          estimate: 450000,
        });
        localStorage.setItem(key, JSON.stringify(stored));
      },
      [SENT_KEY, email, day(-400)] as const,
    );
    await page.reload();
    await expect(figure(page, 'Past Flights')).toHaveText('1');
    await expect(figure(page, 'Total Spent')).toContainText('₹4.5 lakh (estimated)');
    expect((await readStorage(page))[SENT_KEY]).not.toContain('Hello Vayu Jets');

    await request.getByRole('button', { name: 'Remove from this list' }).click();
    await expect(request).toHaveCount(0);
    await expect(figure(page, 'Upcoming Flights')).toHaveText('0');
  });

  test('change password: the new one logs in, the old one no longer does', async ({ page }) => {
    const email = await newCustomer(page, 'change');
    await quickActions(page).getByRole('button', { name: 'Account Settings' }).click();
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill('not my password');
    await form.getByLabel('New password', { exact: true }).fill('short');
    await form.getByLabel('Confirm new password').fill('short');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText('Please use at least 8 characters.')).toBeVisible();
    await form.getByLabel('New password', { exact: true }).fill('Brand new 2026');
    await form.getByLabel('Confirm new password').fill('Brand new 2026');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(toast(page, 'Password not changed')).toContainText('The current password is not right.');

    await form.getByLabel('Current password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(toast(page, 'Password changed')).toBeVisible();

    await page.evaluate((key) => localStorage.removeItem(key), SESSION_KEY);
    await logIn(page, email, PASSWORD);
    await expect(toast(page, 'Login Failed')).toBeVisible();
    await logIn(page, email, 'Brand new 2026');
    await expect(page).toHaveURL(/\/dashboard\/$/);
  });

  test('export downloads a JSON file with the trips and no password hash', async ({ page }) => {
    const email = await newCustomer(page, 'export');
    await page.evaluate(([key, trips]) => localStorage.setItem(key, JSON.stringify({ state: { trips }, version: 1 })), [
      TRIPS_KEY,
      [trip(email, 'VJ-EXPRT1', day(30)), trip('someone@example.com', 'VJ-OTHER1', day(30))],
    ] as const);
    await page.reload();
    await quickActions(page).getByRole('button', { name: 'Account Settings' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^vayu-jets-account-\d{4}-\d{2}-\d{2}\.json$/);
    const text = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString());
    const data = JSON.parse(text);
    expect(data.account).toEqual({ email, role: 'Customer' });
    expect(data.savedTrips.map((t: { reference: string }) => t.reference)).toEqual(['VJ-EXPRT1']);
    const hash = JSON.parse((await readStorage(page))[ACCOUNTS_KEY]!).state.accounts[0].password.hash;
    expect(text).not.toContain(hash);
    expect(text).not.toContain('PBKDF2');
    await expect(toast(page, 'Export downloaded')).toBeVisible();
  });

  test('delete account asks first, then removes the account and its data and logs out', async ({ page }) => {
    const email = await newCustomer(page, 'delete');
    await page.evaluate(([key, trips]) => localStorage.setItem(key, JSON.stringify({ state: { trips }, version: 1 })), [
      TRIPS_KEY,
      [trip(email, 'VJ-GONE01', day(30))],
    ] as const);
    await page.reload();
    await quickActions(page).getByRole('button', { name: 'Account Settings' }).click();
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this account?' });
    await expect(dialog).toContainText(`${email} and its 1 saved trip leave`);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Keep my account' }).click();
    await expect(dialog).toHaveCount(0);
    expect((await readStorage(page))[ACCOUNTS_KEY]).toContain(email);

    await page.getByRole('button', { name: 'Delete account' }).click();
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    await expect(toast(page, 'Account deleted')).toBeVisible();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    const storage = await readStorage(page);
    expect(Object.values(storage).join('\n')).not.toContain(email);
    expect(storage[SESSION_KEY]).toBeUndefined();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toHaveCount(0);
    await logIn(page, email, PASSWORD);
    await expect(toast(page, 'Login Failed')).toBeVisible();
  });

  test('"Log in" from Save trip comes back to the trip being saved', async ({ page }) => {
    const email = await newCustomer(page, 'return');
    await page.evaluate((key) => localStorage.removeItem(key), SESSION_KEY);
    await page.goto('/book/?from=DEL&to=GOI');
    const tripUrl = page.url();
    await page.getByRole('button', { name: 'Save trip' }).click();
    await page.getByRole('status').getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login\/\?next=/);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(tripUrl);
    await page.getByRole('button', { name: 'Save trip' }).click();
    await expect(toast(page, 'Trip saved')).toBeVisible();

    // A return target on another site is ignored: the dashboard, as usual.
    await page.evaluate((key) => localStorage.removeItem(key), SESSION_KEY);
    await page.goto('/login/?next=%2F%2Fevil.example%2F');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/dashboard\/$/);
  });

  // Dot segments resolve "/..//evil.com" into "//evil.com", another host: judged after resolving.
  for (const next of ['%2F..%2F%2Fevil.com%2Fphish', '/%2e%2e//evil.com']) {
    test(`signing up or logging in with ?next=${next} stays on the site`, async ({ page }) => {
      await page.route(
        (url) => url.hostname === 'evil.com',
        (route) => route.fulfill({ body: 'left the site' }),
      );
      const email = uniqueEmail('redirect');
      await page.goto(`/signup/?next=${next}`);
      await fillSignup(page, { email, password: PASSWORD });
      await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/dashboard\/$/);
      await page.evaluate((key) => localStorage.removeItem(key), SESSION_KEY);
      await page.goto(`/login/?next=${next}`);
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/dashboard\/$/);
    });
  }
});
