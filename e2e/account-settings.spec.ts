import { expect, test } from './fixtures';
import { ACCOUNTS_KEY, logIn, readStorage, SESSION_KEY, signUp, uniqueEmail } from './helpers/accounts';
import { toast } from './helpers/toast';

// Account Settings is one component for every role; the Customer's is covered in
// account-customer.spec.ts, the Jet Owner's and Operator's here.

const PASSWORD = 'Monsoon skies 42';
const NEW_PASSWORD = 'Brand new 2026';

for (const role of ['Jet Owner', 'Operator'] as const) {
  test(`${role}: Account Settings changes the password, exports the account and deletes it`, async ({ page }) => {
    test.setTimeout(180_000); // each password hash is 600,000 iterations
    const email = uniqueEmail(role.replace(' ', '-').toLowerCase());
    await signUp(page, { email, password: PASSWORD, role });
    await expect(page).toHaveURL(/\/dashboard\/$/, { timeout: 30_000 });

    const open = page.getByRole('region', { name: 'Quick actions' }).getByRole('button', { name: 'Account Settings' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await open.click();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    const settings = page.getByRole('region', { name: 'Account Settings' });
    await expect(settings).toBeVisible();

    const form = settings.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill(PASSWORD);
    await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(toast(page, 'Password changed')).toBeVisible({ timeout: 30_000 });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      settings.getByRole('button', { name: 'Export my data' }).click(),
    ]);
    const text = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString());
    expect(JSON.parse(text).account).toEqual({ email, role });
    await expect(toast(page, 'Export downloaded')).toBeVisible();

    await settings.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this account?' });
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    await expect(toast(page, 'Account deleted')).toBeVisible();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    const storage = await readStorage(page);
    expect(storage[ACCOUNTS_KEY] ?? '').not.toContain(email);
    expect(storage[SESSION_KEY]).toBeUndefined();
    await logIn(page, email, NEW_PASSWORD);
    await expect(toast(page, 'Login Failed')).toBeVisible();
  });
}
