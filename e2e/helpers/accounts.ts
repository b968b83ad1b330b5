import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

export const ACCOUNTS_KEY = 'vayu-jets:accounts';
export const SESSION_KEY = 'vayu-jets:session';
export const ROLES = ['Customer', 'Jet Owner', 'Operator'] as const;

let counter = 0;
/** A fresh address per call, so tests never collide. */
export const uniqueEmail = (prefix = 'flyer') => `${prefix}.${Date.now()}.${(counter += 1)}@example.com`;

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1440) < 1024;

export async function fillSignup(page: Page, { email, password, confirm, role = 'Customer' }: Credentials) {
  await page.getByRole('radio', { name: role }).check();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(confirm ?? password);
}

type Credentials = { email: string; password: string; confirm?: string; role?: string };

export async function signUp(page: Page, credentials: Credentials) {
  await page.goto('/signup/');
  await fillSignup(page, credentials);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
}

export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login/');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** The header's account area, opening the phone menu first where needed. */
export async function accountArea(page: Page) {
  const banner = page.getByRole('banner');
  if (isMobile(page)) {
    const open = banner.getByRole('button', { name: 'Open menu' });
    if (await open.isVisible()) await open.click();
  }
  return banner;
}

export async function expectLoggedInHeader(page: Page) {
  const banner = await accountArea(page);
  await expect(banner.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
  await expect(banner.getByRole('link', { name: 'Sign Up', exact: true })).toHaveCount(0);
}

export async function expectLoggedOutHeader(page: Page) {
  const banner = await accountArea(page);
  await expect(banner.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Sign Up', exact: true })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Logout' })).toHaveCount(0);
}

/**
 * The stored accounts value for seeding a session: a session naming no stored account is discarded.
 * The password hash is well formed and matches no password.
 */
export const storedAccounts = (...accounts: { email: string; role: string }[]) =>
  JSON.stringify({
    state: {
      accounts: accounts.map((account) => ({
        ...account,
        password: {
          algorithm: 'PBKDF2-SHA256',
          iterations: 600_000,
          salt: `${'A'.repeat(22)}==`,
          hash: `${'A'.repeat(43)}=`,
        },
      })),
    },
    version: 1,
  });

export const readStorage = (page: Page) =>
  page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key)])));
