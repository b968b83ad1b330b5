import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accountArea, logIn, signUp, uniqueEmail } from './helpers/accounts';
import { figure } from './helpers/desks';
import { REFERENCE, requestDialog } from './helpers/request-dialog';

// "List an aircraft" on a Jet Owner's and an Operator's dashboard: a request of its own kind, sent
// like every other, and counted per account from this browser's records. Each sign-up hashes a
// password 600,000 times, so the tests sign up as few accounts as they can.

const PASSWORD = 'Monsoon skies 42';
const listing = (page: Page) => page.getByRole('form', { name: 'List an aircraft' });

async function newAccount(page: Page, role: 'Jet Owner' | 'Operator') {
  const email = uniqueEmail(role.replace(' ', '-').toLowerCase());
  await signUp(page, { email, password: PASSWORD, role });
  await expect(page).toHaveURL(/\/dashboard\/$/, { timeout: 30_000 });
  return email;
}

/** Lists an aircraft and hands the request to WhatsApp (no endpoint here); returns its reference. */
async function listAircraft(page: Page, registration: string) {
  const form = listing(page);
  await form.getByLabel('Aircraft type').fill('Citation CJ3');
  await form.getByLabel('Registration').fill(registration);
  await form.getByLabel('Base airport').selectOption({ label: 'Mumbai (BOM)' });
  await form.getByLabel('Passenger seats').fill('7');
  await form.getByLabel('Availability').selectOption({ label: 'Weekends' });
  await form.getByRole('button', { name: 'List aircraft' }).click();
  const dialog = requestDialog(page);
  await expect(dialog).toContainText('Nothing has been sent yet.');
  await expect(dialog).toContainText(`Registration: ${registration.toUpperCase()}`);
  await expect(dialog).toContainText('Base: Mumbai (BOM)');
  const reference = (await dialog.textContent())!.match(REFERENCE)![0];
  await expect(dialog.getByText(`Reference: ${reference}`, { exact: true })).toBeVisible();
  const mail = decodeURIComponent((await dialog.getByRole('link', { name: 'Send by e-mail' }).getAttribute('href'))!);
  expect(mail).toContain(`subject=Vayu Jets aircraft listing ${reference}`);
  const [chat] = await Promise.all([
    page.context().waitForEvent('page'),
    dialog.getByRole('link', { name: 'Send on WhatsApp' }).click(),
  ]);
  await chat.close();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  return reference;
}

test.describe('List an aircraft', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a Jet Owner lists an aircraft, gets a reference, and counts it; the rules are said word for word @mobile', async ({
    page,
  }) => {
    await newAccount(page, 'Jet Owner');
    await expect(page.getByRole('main')).not.toContainText('Sample');
    await expect(figure(page, 'Aircraft Listed')).toHaveText('0');
    await expect(figure(page, 'Desk Requests')).toHaveText('0');

    const form = listing(page);
    await form.getByLabel('Registration').fill('N123AB');
    await form.getByLabel('Passenger seats').fill('20');
    await form.getByRole('button', { name: 'List aircraft' }).click();
    await expect(form.getByLabel('Aircraft type')).toBeFocused();
    await expect(form.getByLabel('Aircraft type')).toHaveAccessibleDescription(
      'Please enter the aircraft type, like Citation CJ3.',
    );
    await expect(form.getByLabel('Registration')).toHaveAccessibleDescription(
      'Please enter the Indian registration, VT- and three letters, like VT-ABC.',
    );
    await expect(form.getByLabel('Passenger seats')).toHaveAccessibleDescription(
      'Please enter the passenger seats, a whole number from 1 to 19.',
    );
    await expect(requestDialog(page)).toHaveCount(0);

    await listAircraft(page, 'vt-abc');
    await expect(figure(page, 'Aircraft Listed')).toHaveText('1');
    await expect(figure(page, 'Desk Requests')).toHaveText('0');
    await page.reload();
    await expect(figure(page, 'Aircraft Listed')).toHaveText('1');
  });

  test('an Operator lists one too; two accounts on one browser count only their own', async ({ page }) => {
    const operator = await newAccount(page, 'Operator');
    await listAircraft(page, 'VT-OPR');
    await expect(figure(page, 'Aircraft Listed')).toHaveText('1');

    await (await accountArea(page)).getByRole('button', { name: 'Logout' }).click();
    await newAccount(page, 'Jet Owner');
    // The Operator's listing is this browser's, but not this account's.
    await expect(figure(page, 'Aircraft Listed')).toHaveText('0');
    await listAircraft(page, 'VT-OWN');
    await expect(figure(page, 'Aircraft Listed')).toHaveText('1');

    await (await accountArea(page)).getByRole('button', { name: 'Logout' }).click();
    await logIn(page, operator, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard\/$/, { timeout: 30_000 });
    await expect(figure(page, 'Aircraft Listed')).toHaveText('1');
  });
});
