import { expect, type Page } from '@playwright/test';

// The confirmation every request opens (components/requests/request-dialog.tsx).

export const REFERENCE = /VJ-[0-9A-HJKMNP-TV-Z]{6}/;

export const requestDialog = (page: Page) => page.getByRole('dialog');

/** Without an endpoint: the dialog offers the e-mail (and, but for the newsletter, WhatsApp); then it is closed. */
export async function expectHandoffAndClose(page: Page, { whatsapp = true } = {}) {
  const dialog = requestDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Nothing has been sent yet.');
  await expect(dialog.getByRole('link', { name: 'Send by e-mail' })).toHaveAttribute('href', /^mailto:/);
  await expect(dialog.getByRole('link', { name: 'Send on WhatsApp' })).toHaveCount(whatsapp ? 1 : 0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Focus goes back to the control that opened the dialog, a moment after it closes.
  await expect.poll(() => page.evaluate(() => document.activeElement !== document.body)).toBe(true);
}

/** A booking's contact step ("Who should we call back?"): a name and a phone, then Send request. */
export async function answerCallBack(page: Page, name = 'Priya Shah') {
  const callBack = page.getByRole('dialog', { name: 'Who should we call back?' });
  await callBack.getByRole('textbox', { name: 'Full Name' }).fill(name);
  await callBack.getByRole('textbox', { name: 'Phone' }).fill('98200 07777');
  await callBack.getByRole('button', { name: 'Send request' }).click();
}
