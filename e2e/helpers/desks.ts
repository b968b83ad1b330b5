import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations } from '../fixtures';
import { signUp, uniqueEmail } from './accounts';
import { REFERENCE, requestDialog } from './request-dialog';
import { NOT_IMPLEMENTED, toast } from './toast';

/** The value of one of the dashboard's figures, found by its label. */
export const figure = (page: Page, label: string) =>
  page
    .getByRole('main')
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: label }) })
    .locator('dd');

/**
 * A Jet Owner's or Operator's desk: the account's own figures (none invented), and each
 * action a request to the desk (the site's one request confirmation) naming the action and the
 * account's e-mail.
 */
export async function checkDesk(page: Page, role: 'Jet Owner' | 'Operator', actions: string[], desk: string) {
  const email = uniqueEmail(role.replace(' ', '-').toLowerCase());
  await signUp(page, { email, password: 'Monsoon skies 42', role });
  await expect(page).toHaveURL(/\/dashboard\/$/, { timeout: 30_000 });

  // The account's own figures, counted from this browser's records: nothing invented, nothing yet.
  const overview = page.getByRole('region', { name: `${role} overview` });
  await expect(overview).not.toContainText('Sample');
  await expect(overview).toContainText(`the requests it sent our ${desk}`);
  await expect(overview.locator('dl > div')).toHaveText(['Aircraft Listed0', 'Desk Requests0']);

  const list = page.getByRole('region', { name: 'Quick actions' }).getByRole('button');
  // The desk's actions, then the Account Settings every role has (e2e/account-settings.spec.ts).
  await expect(list).toHaveText([...actions, 'Account Settings']);
  for (const [index, action] of actions.entries()) {
    await list.getByText(action, { exact: true }).click();
    // The site's one request confirmation, with its reference; no endpoint here, so it hands off.
    const dialog = requestDialog(page);
    await expect(dialog).toContainText(`please set up ${action} for my account (${email})`);
    await expect(dialog).toContainText('Nothing has been sent yet.');
    const whatsapp = dialog.getByRole('link', { name: 'Send on WhatsApp' });
    const href = (await whatsapp.getAttribute('href')) ?? '';
    expect(href.startsWith('https://wa.me/')).toBe(true);
    expect(decodeURIComponent(href)).toContain(`${desk}, please set up ${action} for my account (${email})`);
    await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    const mail = decodeURIComponent(
      (await dialog.getByRole('link', { name: 'Send by e-mail' }).getAttribute('href')) ?? '',
    );
    expect(mail).toMatch(new RegExp(`subject=Vayu Jets desk request ${REFERENCE.source}`));
    expect(mail).toContain(action);
    if (index === 0) await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }
  await expect(toast(page, NOT_IMPLEMENTED)).toHaveCount(0);
}
