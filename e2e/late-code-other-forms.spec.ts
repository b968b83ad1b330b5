import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logIn, SESSION_KEY, signUp, uniqueEmail } from './helpers/accounts';
import { delayLateScripts, isLive } from './helpers/late-scripts';

// The forms late-code.spec.ts does not cover, with every script after the load 1.5 s late and no
// input made for the page: what is typed before the code arrives is what the form acts on, once.
test.use({ engageOnLoad: false });
test.describe.configure({ timeout: 60_000 });

const DELAY = 1500;
const PASSWORD = 'Monsoon skies 42';

/** An account made at full speed and signed out again, so only what follows meets the late code. */
async function signedOutAccount(page: Page, prefix: string) {
  const email = uniqueEmail(prefix);
  await signUp(page, { email, password: PASSWORD });
  await expect(page).toHaveURL(/\/dashboard\/$/);
  await page.evaluate((key) => localStorage.removeItem(key), SESSION_KEY);
  await delayLateScripts(page, DELAY);
  return email;
}

test('login: an e-mail and password typed before the code arrives sign in', async ({ page }) => {
  const email = await signedOutAccount(page, 'late.login');
  await page.goto('/login/');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).pressSequentially(PASSWORD, { delay: 20 });
  expect(await isLive(page), 'the code is still on its way').toBe(false);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/$/, { timeout: DELAY * 8 + 5_000 });
  await expect(page.getByRole('main')).toContainText(email);
});

test('forgot password: the removal asked for before the code arrives is made once', async ({ page }) => {
  const email = uniqueEmail('late.forgot');
  await signUp(page, { email, password: PASSWORD });
  await expect(page).toHaveURL(/\/dashboard\/$/);
  await delayLateScripts(page, DELAY);
  await page.goto('/forgot-password/');
  const form = page.getByRole('form', { name: 'Start again in this browser' });
  await form.getByLabel('Email of the account to remove').fill(email);
  await form.getByLabel('I understand the account and its saved trips are lost').check();
  expect(await isLive(page)).toBe(false);
  await form.getByRole('button', { name: 'Remove this browser’s account' }).click();
  await expect(form.getByRole('status')).toContainText(`The account for ${email} has left this browser.`, {
    timeout: DELAY * 8 + 5_000,
  });
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
});

test('empty legs: a route chosen to watch before the code arrives is the route watched', async ({ page }) => {
  await delayLateScripts(page, DELAY);
  await page.goto('/empty-legs/');
  const form = page.getByRole('form', { name: 'Watch any route' });
  await form.getByLabel('From').selectOption({ label: 'Kolkata (CCU)' });
  await form.getByLabel('To').selectOption({ label: 'Chennai (MAA)' });
  await form.getByRole('button', { name: 'Watch this route' }).click();
  const watched = page.getByRole('region', { name: 'Your watched routes' }).getByRole('listitem');
  await expect(watched).toHaveText(['Kolkata (CCU) → Chennai (MAA)Remove'], { timeout: DELAY * 8 + 5_000 });
});

test('a Compare address shows its aircraft with no input at all', async ({ page }) => {
  await delayLateScripts(page, DELAY);
  await page.goto('/fleet/?compare=citation-cj3,global-7500');
  await expect(page.getByRole('checkbox', { name: 'Compare Citation CJ3+' })).toBeChecked({
    timeout: DELAY * 4 + 5_000,
  });
  const table = page.getByRole('table', { name: 'Compare aircraft' });
  await expect(table).toContainText('Citation CJ3+');
  await expect(table).toContainText('Global 7500');
});

test('login: a wrong password typed before the code arrives is refused once, with no "required"', async ({ page }) => {
  const email = await signedOutAccount(page, 'late.wrong');
  await logIn(page, email, 'Not the password 1');
  await expect(page.getByText('Invalid email or password.')).toBeVisible({ timeout: DELAY * 8 + 5_000 });
  await expect(page.getByText('Invalid email or password.')).toHaveCount(1);
  await expect(page.getByText('Please enter your password.')).toHaveCount(0);
  await expect(page.getByText('Please enter your email address.')).toHaveCount(0);
  await expect(page).toHaveURL(/\/login\/$/);
});
