import { expect, expectNoAxeViolations, test } from './fixtures';
import { logIn, readStorage, SESSION_KEY, signUp, uniqueEmail } from './helpers/accounts';
import { toast } from './helpers/toast';

test.describe('/forgot-password', () => {
  // Password hashing is slow, and slower still on a busy machine.
  test.describe.configure({ timeout: 180_000 });
  test('tells the truth and offers what can be done @mobile', async ({ page }) => {
    await page.goto('/forgot-password/');
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('there is no e-mail that can reset it');
    await expect(page.getByRole('main').getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/login/');
    await expect(page.getByText(/What is lost: the account and every trip saved under it/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Call the concierge' })).toHaveAttribute('href', /^tel:\+\d+$/);
    await expect(page.getByRole('link', { name: 'WhatsApp the concierge' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\d+\?text=/,
    );
    await expect(page.getByRole('link', { name: 'E-mail the concierge' })).toHaveAttribute('href', /^mailto:/);
    await page.getByRole('button', { name: 'Remove this browser’s account' }).click();
    await expect(page.getByText('Please enter your email address.')).toBeVisible();
    await expect(page.getByText('Please tick the box to confirm you understand what is lost.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('removing this browser’s account lets the same e-mail sign up again', async ({ page }) => {
    const email = uniqueEmail('forgot');
    await signUp(page, { email, password: 'Forgotten 123' });
    await expect(page).toHaveURL(/\/dashboard\/$/, { timeout: 30_000 });
    await page.evaluate((key) => localStorage.removeItem(key), SESSION_KEY);

    await page.goto('/forgot-password/');
    const form = page.getByRole('form', { name: 'Start again in this browser' });
    await form.getByLabel('Email of the account to remove').fill(email);
    await form.getByLabel('I understand the account and its saved trips are lost').check();
    await form.getByRole('button', { name: 'Remove this browser’s account' }).click();
    await expect(form.getByRole('status')).toContainText(`The account for ${email} has left this browser.`);
    expect(Object.values(await readStorage(page)).join('\n')).not.toContain(email);
    await form.getByRole('button', { name: 'Remove this browser’s account' }).click();
    await expect(form.getByRole('status')).toContainText(`This browser holds no account for ${email}.`);

    await logIn(page, email, 'Forgotten 123');
    await expect(toast(page, 'Login Failed')).toBeVisible();
    await signUp(page, { email, password: 'Remembered 456' });
    await expect(page).toHaveURL(/\/dashboard\/$/, { timeout: 30_000 });
  });
});
