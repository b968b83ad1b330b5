import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  accountArea,
  ACCOUNTS_KEY,
  expectLoggedInHeader,
  expectLoggedOutHeader,
  logIn,
  readStorage,
  SESSION_KEY,
  signUp,
  storedAccounts,
  uniqueEmail,
} from './helpers/accounts';
import { toast } from './helpers/toast';

const backupsOf = async (page: Page, key: string) => {
  const storage = await readStorage(page);
  return Object.entries(storage)
    .filter(([name]) => name.startsWith(`${key}:backup:`))
    .map(([, value]) => value);
};

/** Puts raw text under a key, then loads `route` fresh. */
async function seed(page: Page, entries: Record<string, string>, route = '/') {
  await page.goto('/');
  // Let this page read storage first, so only the fresh load below meets the seeded values.
  await expect(page.locator('html[data-account="in"], html[data-account="out"]')).toHaveCount(1);
  await page.evaluate((values) => {
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, entries);
  await page.goto(route);
}

test.describe('two tabs', () => {
  test('login and logout in one tab are followed by the other @mobile', async ({ page, context }) => {
    // Two tabs, a signup, a login and three page loads: on a busy 2-core runner this alone has run
    // past the default 30 s.
    test.slow();
    const email = uniqueEmail('tabs');
    await signUp(page, { email, password: 'password', role: 'Jet Owner' });
    await expect(page).toHaveURL(/\/dashboard\/$/);
    const banner = await accountArea(page);
    await banner.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);

    const other = await context.newPage();
    await other.goto('/about/');
    await expectLoggedOutHeader(other);

    await logIn(page, email, 'password');
    await expect(page).toHaveURL(/\/dashboard\/$/);
    // No reload: the storage event brings the session to the other tab.
    await expectLoggedInHeader(other);
    await (await accountArea(other)).getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(other.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
    await expect(other.getByText(/^Signed in as /)).toBeVisible();

    await (await accountArea(page)).getByRole('button', { name: 'Logout' }).click();
    // The other tab, left on /dashboard, follows without a reload.
    await expect(other).toHaveURL(/\/login\/$/);
    await expectLoggedOutHeader(other);
  });

  test('a login in one tab updates the other tab’s header without a reload', async ({ page, context }) => {
    const email = uniqueEmail('live');
    await signUp(page, { email, password: 'password' });
    await (await accountArea(page)).getByRole('button', { name: 'Logout' }).click();
    const other = await context.newPage();
    await other.goto('/fleet/');
    await expectLoggedOutHeader(other);
    await logIn(page, email, 'password');
    await expect(page).toHaveURL(/\/dashboard\/$/);
    await expectLoggedInHeader(other);
    await expect(other).toHaveURL(/\/fleet\/$/);
  });

  test('two tabs signing up keep both accounts', async ({ page, context }) => {
    const other = await context.newPage();
    await other.goto('/signup/'); // tab B is open before tab A signs up
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    await signUp(page, { email: first, password: 'password' });
    await expect(page).toHaveURL(/\/dashboard\/$/);
    await other.getByLabel('Email', { exact: true }).fill(second);
    await other.getByLabel('Password', { exact: true }).fill('password');
    await other.getByLabel('Confirm Password', { exact: true }).fill('password');
    await other.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(other).toHaveURL(/\/dashboard\/$/);
    const accounts = JSON.parse((await readStorage(page))[ACCOUNTS_KEY]!).state.accounts;
    expect(accounts.map((a: { email: string }) => a.email)).toEqual([first, second]);
  });
});

test.describe('damaged storage', () => {
  test('truncated JSON: pages work, the raw text is backed up, signup still works @mobile', async ({ page }) => {
    await seed(page, { [ACCOUNTS_KEY]: '{"state":', [SESSION_KEY]: '{"state":{"us' }, '/dashboard/');
    await expect(page).toHaveURL(/\/login\/$/);
    await expect(toast(page, 'Some saved data could not be read')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    expect(await backupsOf(page, ACCOUNTS_KEY)).toEqual(['{"state":']);
    expect(await backupsOf(page, SESSION_KEY)).toEqual(['{"state":{"us']);
    for (const route of ['/', '/signup/', '/contact/']) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    await signUp(page, { email: uniqueEmail('after'), password: 'password' });
    await expect(page).toHaveURL(/\/dashboard\/$/);
    expect(await backupsOf(page, ACCOUNTS_KEY)).toEqual(['{"state":']);
  });

  test('wrong shape: no crash, defaults in memory, raw value kept', async ({ page }) => {
    const raw = '{"state":{"accounts":"oops"},"version":1}';
    await seed(page, { [ACCOUNTS_KEY]: raw }, '/login/');
    await expect(toast(page, 'Some saved data could not be read')).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill('nobody@example.com');
    await page.getByLabel('Password', { exact: true }).fill('p');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(toast(page, 'Login Failed')).toBeVisible();
    const storage = await readStorage(page);
    expect(storage[ACCOUNTS_KEY]).toBe(raw);
    expect(await backupsOf(page, ACCOUNTS_KEY)).toEqual([raw]);
  });

  for (const raw of ['', 'null', '[]', '"hello"', '{"version":1}']) {
    test(`${JSON.stringify(raw)} in storage is read as no data`, async ({ page }) => {
      await seed(page, { [ACCOUNTS_KEY]: raw, [SESSION_KEY]: raw }, '/dashboard/');
      await expect(page).toHaveURL(/\/login\/$/);
      await expectLoggedOutHeader(page);
    });
  }

  test('one malformed account is kept aside; the valid one still logs in', async ({ page }) => {
    const email = uniqueEmail('valid');
    await signUp(page, { email, password: 'password' });
    await expect(page).toHaveURL(/\/dashboard\/$/);
    await page.evaluate((key) => {
      const stored = JSON.parse(localStorage.getItem(key)!);
      stored.state.accounts.push({ email: 'broken@example.com', role: 'Customer' });
      localStorage.setItem(key, JSON.stringify(stored));
      localStorage.removeItem('vayu-jets:session');
    }, ACCOUNTS_KEY);
    await logIn(page, email, 'password');
    await expect(toast(page, 'Login Successful')).toBeVisible();
    const backups = await backupsOf(page, ACCOUNTS_KEY);
    expect(backups.join('')).toContain('broken@example.com');
  });

  test('a session whose role is not one of the three shows "Loading dashboard..."', async ({ page }) => {
    const session = JSON.stringify({ state: { user: { email: 'odd@example.com', role: 'Admin' } }, version: 1 });
    const accounts = storedAccounts({ email: 'odd@example.com', role: 'Admin' });
    await seed(page, { [ACCOUNTS_KEY]: accounts, [SESSION_KEY]: session }, '/dashboard/');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
    await expect(page.getByText('Loading dashboard...')).toBeVisible();
    for (const label of ['Upcoming Flights', 'Aircraft Listed', 'Desk Requests']) {
      await expect(page.getByText(label)).toHaveCount(0);
    }
    await expect(page).toHaveURL(/\/dashboard\/$/);
  });
});

test.describe('storage and crypto failures', () => {
  test('blocked storage: marketing pages and links work, signup and login say storage is blocked', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await page.goto('/contact/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
    await expectLoggedOutHeader(page);
    await signUp(page, { email: uniqueEmail('blocked'), password: 'password' });
    await expect(toast(page, 'Storage is blocked')).toHaveAttribute('data-type', 'error');
    await expect(page).toHaveURL(/\/signup\/$/);
    await logIn(page, 'anyone@example.com', 'p');
    await expect(toast(page, 'Storage is blocked')).toBeVisible();
  });

  test('storage full during signup: logged out, clear message, existing accounts unchanged', async ({ page }) => {
    await signUp(page, { email: uniqueEmail('existing'), password: 'password' });
    await expect(page).toHaveURL(/\/dashboard\/$/);
    await (await accountArea(page)).getByRole('button', { name: 'Logout' }).click();
    const before = (await readStorage(page))[ACCOUNTS_KEY];
    await page.evaluate(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    // A client-side move keeps the patched storage (a full load would undo it).
    await page.getByRole('banner').getByRole('link', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/signup\/$/);
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('new'));
    await page.getByLabel('Password', { exact: true }).fill('password');
    await page.getByLabel('Confirm Password', { exact: true }).fill('password');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(toast(page, 'Storage is full')).toHaveAttribute('data-type', 'error');
    await expect(page).toHaveURL(/\/signup\/$/);
    await expectLoggedOutHeader(page);
    const after = await readStorage(page);
    expect(after[ACCOUNTS_KEY]).toBe(before);
    expect(after[SESSION_KEY]).toBeUndefined();
  });

  test('without crypto.subtle (plain http) signup and login ask for https and store nothing', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Crypto.prototype, 'subtle', { get: () => undefined });
    });
    await signUp(page, { email: uniqueEmail('http'), password: 'plain-http' });
    const insecure = toast(page, 'Secure connection needed');
    await expect(insecure).toContainText('https');
    await expect(page).toHaveURL(/\/signup\/$/);
    await logIn(page, 'anyone@example.com', 'plain');
    await expect(toast(page, 'Secure connection needed')).toBeVisible();
    expect(await readStorage(page)).toEqual({});
  });
});
