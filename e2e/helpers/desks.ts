import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations } from '../fixtures';
import { signUp, uniqueEmail } from './accounts';
import { NOT_IMPLEMENTED, toast } from './toast';

/**
 * A Jet Owner's or Operator's desk: figures marked as a sample with how to get real ones, and each
 * action a request to the desk naming the action and the account's e-mail, handed to WhatsApp or
 * e-mail, and saying so.
 */
export async function checkDesk(page: Page, role: 'Jet Owner' | 'Operator', actions: string[], desk: string) {
  const email = uniqueEmail(role.replace(' ', '-').toLowerCase());
  await signUp(page, { email, password: 'Monsoon skies 42', role });
  await expect(page).toHaveURL(/\/dashboard\/$/, { timeout: 30_000 });

  const overview = page.getByRole('region', { name: `${role} overview` });
  await expect(overview.getByText('Sample', { exact: true })).toBeVisible();
  await expect(overview).toContainText(
    `Sample figures. Your own appear once an account manager connects your aircraft`,
  );
  await expect(overview).toContainText(`the ${desk} sets it up with you`);

  // Links are followed by the test's own checks, not by the browser (no WhatsApp or mail app here).
  await page.evaluate(() =>
    document.addEventListener(
      'click',
      (event) => (event.target as Element).closest('a') && event.preventDefault(),
      true,
    ),
  );
  const list = page.getByRole('region', { name: 'Quick actions' }).getByRole('button');
  await expect(list).toHaveText(actions);
  for (const [index, action] of actions.entries()) {
    await list.getByText(action, { exact: true }).click();
    const dialog = page.getByRole('dialog', { name: action });
    await expect(dialog).toContainText(`${action} opens once an account manager connects your aircraft`);
    await expect(dialog).toContainText(`please set up ${action} for my account (${email})`);
    const whatsapp = dialog.getByRole('link', { name: 'Send on WhatsApp' });
    const href = (await whatsapp.getAttribute('href')) ?? '';
    expect(href.startsWith('https://wa.me/')).toBe(true);
    expect(decodeURIComponent(href)).toContain(`${desk}, please set up ${action} for my account (${email})`);
    await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    const mail = dialog.getByRole('link', { name: 'Send by e-mail' });
    expect(decodeURIComponent((await mail.getAttribute('href')) ?? '')).toContain(`${action}: request from ${email}`);
    if (index === 0) {
      await expectNoAxeViolations(page);
      await whatsapp.click();
      await expect(dialog.getByRole('status')).toHaveText(
        `WhatsApp opened with the request. It reaches the ${desk} once you send it there.`,
      );
      await mail.click();
      await expect(dialog.getByRole('status')).toContainText('Your e-mail app opened with the request');
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }
  await expect(toast(page, NOT_IMPLEMENTED)).toHaveCount(0);
}
