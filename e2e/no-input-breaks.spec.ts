import type { Page } from '@playwright/test';
import { failureMessages } from '../content/failure-messages';
import { tripMessages } from '../content/trip-messages';
import { WATCHLIST_KEY } from '../lib/empty-legs/watchlist-keys';
import { BOOKING_ERRORS } from '../lib/schemas/forms/booking-options';
import { lastBookingDate } from '../lib/time/booking-window';
import { TRIPS_KEY } from '../lib/trips/trip-keys';
import { expect, test } from './fixtures';
import { ACCOUNTS_KEY, SESSION_KEY, storedAccounts, uniqueEmail } from './helpers/accounts';
import { toast } from './helpers/toast';

// No input breaks a page: far dates in a link, the form or storage; a part that throws; hydration
// data or chunks that never arrive; a watchlist stored by a newer version of the site.

const mumbaiDay = (days: number) => new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
const STILL_LOADING = 'The page is still loading. We will send this as soon as it is ready.';
// The loader tries four times (0, 1, 3 and 9 s after the paint) before it gives up.
const GIVE_UP_MS = 20_000;

const trip = (reference: string, departure: string, dates: [string, string]) => ({
  reference,
  owner: 'stored@example.com',
  savedAt: new Date().toISOString(),
  tripType: 'round-trip',
  legs: [
    { departure, arrival: 'Dubai (DXB)', date: dates[0], time: '10:00' },
    { departure: 'Dubai (DXB)', arrival: 'Mumbai (BOM)', date: dates[1], time: '10:00' },
  ],
  passengers: 2,
  jetType: 'light',
});

/** A signed-in Customer whose browser holds these saved trips, seeded before the first script runs. */
async function holdTrips(page: Page, trips: unknown[]) {
  const values = {
    [ACCOUNTS_KEY]: storedAccounts({ email: 'stored@example.com', role: 'Customer' }),
    [SESSION_KEY]: JSON.stringify({ state: { user: { email: 'stored@example.com', role: 'Customer' } }, version: 1 }),
    [TRIPS_KEY]: JSON.stringify({ state: { trips }, version: 1 }),
  };
  await page.addInitScript((entries) => {
    if (sessionStorage.getItem('seeded')) return;
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    sessionStorage.setItem('seeded', '1');
  }, values);
}

const savedTrips = (page: Page) => page.getByRole('region', { name: 'Saved trips' });

test.describe('far dates', () => {
  // The form's schema and the estimator load on use: a busy machine needs more than the default.
  test.slow();
  test('a shared link with a return date centuries ahead drops it, says so, and still estimates', async ({ page }) => {
    await page.goto(
      `/book/?trip=round-trip&from=BOM&to=DXB&date=${mumbaiDay(10)}&time=10:00&rdate=2400-01-01&rtime=10:00`,
    );
    await expect(toast(page, tripMessages.linkDatesDropped.title)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Return date', exact: true })).toHaveValue('');
    await expect(page).not.toHaveURL(/rdate=2400/);
    await expect(page.getByRole('region', { name: 'Route estimate' })).toBeVisible();
  });

  test('a typed 3026 is refused in the field, and the estimate hands the wait to a consultant', async ({ page }) => {
    await page.goto(`/book/?trip=round-trip&from=BOM&to=DXB&date=${mumbaiDay(10)}&time=10:00&rtime=10:00`);
    const returnDate = page.getByRole('textbox', { name: 'Return date', exact: true });
    await expect(returnDate).toHaveAttribute('max', lastBookingDate());
    await expect(page.getByRole('textbox', { name: 'Departure date', exact: true })).toHaveAttribute(
      'max',
      lastBookingDate(),
    );
    await returnDate.fill('3026-12-08');
    await expect(page.getByRole('region', { name: 'Route estimate' })).toContainText(
      "longer than we estimate here, so we'll price this trip by hand",
    );
    await page.getByRole('button', { name: 'Submit Booking Request' }).click();
    // The schema loads on the first submit.
    await expect(page.getByText(BOOKING_ERRORS.dateTooFar)).toBeVisible({ timeout: 20_000 });
    // The address now holds the typo; reopening it drops the date instead of crashing.
    await page.reload();
    await expect(toast(page, tripMessages.linkDatesDropped.title)).toBeVisible();
    await expect(returnDate).toHaveValue('');
  });

  test('a stored trip dated centuries ahead is kept aside; the dashboard and the other trips stay', async ({
    page,
  }) => {
    await holdTrips(page, [
      trip('VJ-AAAAAA', 'Mumbai (BOM)', [mumbaiDay(10), '2400-01-01']),
      trip('VJ-BBBBBB', 'Mumbai (BOM)', [mumbaiDay(10), mumbaiDay(12)]),
    ]);
    await page.goto('/dashboard/');
    await expect(savedTrips(page).getByRole('listitem')).toHaveCount(1);
    await expect(savedTrips(page).getByRole('listitem', { name: 'Trip VJ-BBBBBB' })).toBeVisible();
    const backups = await page.evaluate(
      (prefix) => Object.keys(localStorage).filter((key) => key.startsWith(prefix)),
      `${TRIPS_KEY}:backup:`,
    );
    expect(backups).toHaveLength(1);
  });
});

test.describe('one throw never blanks a page', () => {
  test.use({ failOnConsoleErrors: false });
  test.slow();

  test('a saved trip whose card throws stands alone, can still be removed, and the page stays', async ({ page }) => {
    // Forces the estimator to throw on one stored place name: a stand-in for any fault not yet found.
    await page.addInitScript(() => {
      const normalize = String.prototype.normalize;
      String.prototype.normalize = function (this: string, form?: string) {
        if (String(this).includes('Throwland')) throw new Error('forced for the test');
        return normalize.call(this, form);
      };
    });
    await holdTrips(page, [
      trip('VJ-AAAAAA', 'Throwland', [mumbaiDay(10), mumbaiDay(12)]),
      trip('VJ-BBBBBB', 'Mumbai (BOM)', [mumbaiDay(10), mumbaiDay(12)]),
    ]);
    await page.goto('/dashboard/');
    const broken = savedTrips(page).getByRole('listitem', { name: 'Trip VJ-AAAAAA' });
    await expect(broken.getByRole('alert')).toHaveText(/Trip VJ-AAAAAA could not be shown/);
    const healthy = savedTrips(page).getByRole('listitem', { name: 'Trip VJ-BBBBBB' });
    await expect(healthy.getByRole('link', { name: 'Open' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await broken.getByRole('button', { name: 'Remove' }).click();
    await expect(toast(page, tripMessages.tripRemoved.title)).toBeVisible();
    await expect(savedTrips(page).getByRole('listitem')).toHaveCount(1);
  });

  test('the planner island that throws gives way to a notice; the rest of /book stays', async ({ page }) => {
    await page.addInitScript(() => {
      const normalize = String.prototype.normalize;
      String.prototype.normalize = function (this: string, form?: string) {
        if (String(this).includes('Throwland')) throw new Error('forced for the test');
        return normalize.call(this, form);
      };
    });
    await page.goto(`/book/?from=Throwland&to=DXB&date=${mumbaiDay(10)}&time=10:00`);
    const notice = page.getByRole('alert').filter({ hasText: failureMessages.part.title });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('button', { name: failureMessages.retry })).toBeVisible();
    await expect(notice.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:/);
    // The place name reaches the form's own fields too, so the whole island gives way, and only it.
    await expect(page.getByRole('region', { name: 'Flight details' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Help with your booking' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });
});

test.describe('when the page’s scripts never arrive', () => {
  test.use({ failOnConsoleErrors: false });

  test('index.txt aborted: the page says so, the held login tells the truth, and it loads once back online', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    let offline = true;
    await page.route('**/login/index.txt', (route) =>
      offline ? route.abort('internetdisconnected') : route.continue(),
    );
    await page.mainFrame().goto('/login/');
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('stranded'));
    await page.getByLabel('Password', { exact: true }).fill('correct horse');
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expect(page.getByText(STILL_LOADING)).toBeVisible();

    const notice = page.getByRole('alert').filter({ hasText: failureMessages.loadFailed.title });
    await expect(notice).toBeVisible({ timeout: GIVE_UP_MS });
    await expect(notice.getByRole('button', { name: failureMessages.reload })).toBeVisible();
    await expect(page.getByText(STILL_LOADING)).toBeHidden();
    await expect(page.getByText(failureMessages.formNotSent)).toBeVisible();

    offline = false;
    await context.setOffline(true);
    await context.setOffline(false);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30_000 });
    await expect(notice).toBeHidden();
    // The held submit goes through once the page is live: no such account, so the usual answer.
    await expect(toast(page, 'Login Failed')).toBeVisible({ timeout: 30_000 });
  });

  test('every chunk failing: the page says so, and Reload loads it once the network is back', async ({ page }) => {
    test.setTimeout(90_000);
    let offline = true;
    await page.route('**/_next/static/**/*.js', (route) =>
      offline ? route.abort('internetdisconnected') : route.continue(),
    );
    await page.mainFrame().goto('/contact/');
    const notice = page.getByRole('alert').filter({ hasText: failureMessages.loadFailed.title });
    await expect(notice).toBeVisible({ timeout: GIVE_UP_MS });
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);

    offline = false;
    await notice.getByRole('button', { name: failureMessages.reload }).click();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30_000 });
    await expect(notice).toBeHidden();
  });
});

test('a newer watchlist in another shape is never overwritten by watching a route @emptylegs', async ({ page }) => {
  test.slow();
  const newer = '{"version":2,"routes":{"BOM-DXB":{"notify":"sms"}}}';
  await page.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem('seeded')) localStorage.setItem(key, value);
      sessionStorage.setItem('seeded', '1');
    },
    [WATCHLIST_KEY, newer],
  );
  await page.goto('/empty-legs/');
  const watchlist = page.getByRole('region', { name: 'Your watched routes' });
  await page.getByRole('button', { name: 'Watch this route' }).first().click();
  await expect(watchlist.getByRole('alert')).toContainText('It was saved by a newer version of this page');
  expect(await page.evaluate((key) => localStorage.getItem(key), WATCHLIST_KEY)).toBe(newer);
});
