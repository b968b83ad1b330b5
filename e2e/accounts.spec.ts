import { messages } from '@/content/messages';
import { expect, expectNoAxeViolations, test } from './fixtures';
import {
  accountArea,
  ACCOUNTS_KEY,
  expectLoggedInHeader,
  expectLoggedOutHeader,
  fillSignup,
  logIn,
  readStorage,
  ROLES,
  SESSION_KEY,
  signUp,
  uniqueEmail,
} from './helpers/accounts';
import { sawLoggedOutHeader, watchLoggedOutHeader } from './helpers/header';
import { NOT_IMPLEMENTED, toast } from './helpers/toast';

// A new account's own figures: nothing flown, listed or asked for yet (account-customer.spec.ts,
// list-aircraft.spec.ts count what is added).
const FIGURES = {
  Customer: ['Upcoming Flights', '0', 'Past Flights', '0', 'Total Spent', 'None yet', 'Loyalty Tier', 'Member'],
  'Jet Owner': ['Aircraft Listed', '0', 'Desk Requests', '0'],
  Operator: ['Aircraft Listed', '0', 'Desk Requests', '0'],
};
const ACTIONS = {
  Customer: ['Book a New Flight', 'Manage Bookings', 'Track a Flight', 'Account Settings', 'Refer a Friend'],
  'Jet Owner': [
    'Manage Fleet',
    'View Schedule',
    'Performance Analytics',
    'Earnings & Payouts',
    'Live Tracking',
    'Aircraft Settings',
    'Account Settings',
  ],
  Operator: [
    'Live Fleet Map',
    'Flight Scheduling',
    'Crew Management',
    'Aircraft Maintenance',
    'Operational Reports',
    'System Settings',
    'Account Settings',
  ],
};

test.describe('signup and the role dashboards', () => {
  for (const role of ROLES) {
    test(`${role}: signup goes to the ${role} dashboard @mobile`, async ({ page }) => {
      const email = uniqueEmail(role.replace(' ', '-').toLowerCase());
      await signUp(page, { email, password: 'Monsoon skies 42', role });
      const success = toast(page, 'Signup Successful');
      await expect(success).toBeVisible();
      await expect(success).toContainText(`Welcome to Vayu Jets, ${role}!`);
      await expect(page).toHaveURL(/\/dashboard\/$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
      await expect(page.getByText(email)).toBeVisible();
      await expect(page.getByRole('main').getByText(role, { exact: true })).toBeVisible();

      const figures = page.getByRole('main').locator('dl > div');
      await expect(figures.locator('dt')).toHaveText(FIGURES[role].filter((_, index) => index % 2 === 0));
      await expect(figures.locator('dd > :first-child')).toHaveText(FIGURES[role].filter((_, index) => index % 2));
      const actions = page.getByRole('region', { name: 'Quick actions' }).getByRole('listitem');
      await expect(actions).toHaveText(ACTIONS[role]);
      await expect(toast(page, NOT_IMPLEMENTED)).toHaveCount(0);

      await expectNoAxeViolations(page);
      await expectLoggedInHeader(page);
    });
  }

  test('the stored account holds a PBKDF2 hash and the typed password appears nowhere @mobile', async ({ page }) => {
    const password = 'Unique-Secret-Phrase-9731';
    await signUp(page, { email: uniqueEmail(), password });
    await expect(page).toHaveURL(/\/dashboard\/$/);
    const storage = await readStorage(page);
    expect(Object.values(storage).join('\n')).not.toContain(password);
    const [account] = JSON.parse(storage[ACCOUNTS_KEY]!).state.accounts;
    expect(account.password).toMatchObject({ algorithm: 'PBKDF2-SHA256', iterations: 600_000 });
    expect(Buffer.from(account.password.salt, 'base64')).toHaveLength(16);
    expect(JSON.parse(storage[SESSION_KEY]!).state.user).toEqual({ email: account.email, role: 'Customer' });
  });

  test('an existing e-mail (any case, any spaces) fails with a destructive toast @mobile', async ({ page }) => {
    const email = uniqueEmail('twice');
    await signUp(page, { email, password: 'first-secret' });
    await expect(page).toHaveURL(/\/dashboard\/$/);
    await page.evaluate((key) => localStorage.removeItem(key), SESSION_KEY);
    await signUp(page, { email: `  ${email.toUpperCase()} `, password: 'second-secret', role: 'Operator' });
    const failed = toast(page, 'Signup Failed');
    await expect(failed).toContainText('An account with this email already exists.');
    await expect(failed).toHaveAttribute('data-type', 'error');
    await expect(page).toHaveURL(/\/signup\/$/);
  });

  test('mismatched passwords show an inline alert and attempt nothing @mobile', async ({ page }) => {
    await page.goto('/signup/');
    await fillSignup(page, { email: uniqueEmail(), password: 'abcdefgh', confirm: 'abcdefgi' });
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: "Passwords don't match!" })).toBeVisible();
    await expect(page.getByLabel('Confirm Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    expect(await readStorage(page)).toEqual({});
    await expect(page).toHaveURL(/\/signup\/$/);
  });

  test('the signup button shows progress while hashing', async ({ page }) => {
    await page.goto('/signup/');
    await fillSignup(page, { email: uniqueEmail(), password: 'patience please' });
    const submit = page.getByRole('button', { name: 'Sign Up', exact: true });
    // The busy state lasts only as long as the hash, often shorter than a poll: record every state the
    // button passes through, as the visitor would see it.
    await submit.evaluate((button: HTMLButtonElement) => {
      const seen: string[] = [];
      Object.assign(window, { buttonStates: seen });
      const record = () => seen.push(`${button.textContent}${button.disabled ? ' (disabled)' : ''}`);
      new MutationObserver(record).observe(button, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
    });
    await submit.click();
    await expect(page).toHaveURL(/\/dashboard\/$/);
    const states = await page.evaluate(() => (window as unknown as { buttonStates: string[] }).buttonStates);
    expect(states).toContain('Creating account… (disabled)');
  });

  test('keyboard only: empty submit focuses the first field, then a full signup', async ({ page }) => {
    await page.goto('/signup/');
    const radio = page.getByRole('radio', { name: 'Customer' });
    await radio.focus();
    await expect(radio).toBeChecked();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Jet Owner' })).toBeChecked();
    await page.keyboard.press('Tab');
    const email = page.getByLabel('Email', { exact: true });
    await expect(email).toBeFocused();
    // Tab past the fields to the button and submit empty: focus returns to the first invalid field.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Sign Up', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(email).toBeFocused();
    await expect(page.getByText('Please enter your email address.')).toBeVisible();
    const address = uniqueEmail('keys');
    await page.keyboard.type(address);
    await page.keyboard.press('Tab');
    await page.keyboard.type('only keys');
    await page.keyboard.press('Tab');
    await page.keyboard.type('only keys');
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Signup Successful')).toContainText('Welcome to Vayu Jets, Jet Owner!');
    await expect(page).toHaveURL(/\/dashboard\/$/);
  });

  test('/signup and /login pass axe, also with errors showing', async ({ page }) => {
    test.slow(); // four axe runs
    for (const route of ['/signup/', '/login/']) {
      await page.goto(route);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: route === '/login/' ? 'Login' : 'Sign Up', exact: true }).click();
      await expect(page.getByText('Please enter your email address.')).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
});

test.describe('login and logout', () => {
  test('a sign-in in a browser with no accounts says accounts live in the browser that made them', async ({ page }) => {
    await logIn(page, uniqueEmail('elsewhere'), 'made on my phone');
    const failed = toast(page, 'Login Failed');
    await expect(failed).toContainText(messages.loginNoAccounts.description);
    await expect(failed).not.toContainText('Invalid email or password.');
  });

  test('login succeeds with a toast, and fails with a destructive one @mobile @smoke', async ({ page }) => {
    const email = uniqueEmail('login');
    await signUp(page, { email, password: '  caf\u00e9 ✈️', role: 'Operator' });
    await expect(page).toHaveURL(/\/dashboard\/$/);
    await page.evaluate((key) => localStorage.removeItem(key), SESSION_KEY);

    await logIn(page, email, 'wrong password');
    const failed = toast(page, 'Login Failed');
    await expect(failed).toContainText('Invalid email or password.');
    await expect(failed).toHaveAttribute('data-type', 'error');
    await expect(page).toHaveURL(/\/login\/$/);

    // Another case and spaces in the e-mail; a decomposed é in the password (NFKC).
    await logIn(page, ` ${email.toUpperCase()}`, '  cafe\u0301 ✈️');
    await expect(toast(page, 'Login Successful')).toContainText('Welcome back, Operator!');
    await expect(page).toHaveURL(/\/dashboard\/$/);
    await expect(page.getByRole('heading', { name: 'Operator overview' })).toBeVisible();
  });

  test('Forgot Password opens its page; the links join login and signup @mobile', async ({ page }) => {
    await page.goto('/login/');
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password\/$/);
    await page.goto('/login/');
    await page.getByRole('main').getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/signup\/$/);
    await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login\/$/);
  });

  test('logout clears the session, goes home and toasts @mobile', async ({ page }) => {
    await signUp(page, { email: uniqueEmail('bye'), password: 'password' });
    await expect(page).toHaveURL(/\/dashboard\/$/);
    const banner = await accountArea(page);
    await banner.getByRole('button', { name: 'Logout' }).click();
    await expect(toast(page, 'Logged Out')).toContainText('You have been successfully logged out.');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    expect((await readStorage(page))[SESSION_KEY]).toBeUndefined();
    await expectLoggedOutHeader(page);
    await page.goto('/dashboard/');
    await expect(page).toHaveURL(/\/login\/$/);
  });
});

test.describe('the /dashboard guard', () => {
  test('a visitor without a session is sent to /login @mobile', async ({ page }) => {
    await page.goto('/dashboard/');
    await expect(page).toHaveURL(/\/login\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  });

  test('a hard reload while logged in never visits /login nor flashes the logged-out header @mobile', async ({
    page,
  }) => {
    await signUp(page, { email: uniqueEmail('reload'), password: 'stay here' });
    await expect(page).toHaveURL(/\/dashboard\/$/);
    await watchLoggedOutHeader(page);
    const visited: string[] = [];
    page.on('request', (request) => visited.push(request.url()));
    page.on('framenavigated', (frame) => visited.push(frame.url()));

    for (let round = 0; round < 3; round += 1) {
      await page.reload();
      await expect(page.getByText(/^Signed in as /)).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await sawLoggedOutHeader(page)).toBe(false);
    }
    await page.goto('/dashboard/');
    await expect(page.getByText(/^Signed in as /)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(visited.filter((url) => new URL(url).pathname.startsWith('/login'))).toEqual([]);
    await expect(page).toHaveURL(/\/dashboard\/$/);
  });
});
