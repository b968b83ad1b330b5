import { expect, type Locator, type Page } from '@playwright/test';

/** The placeholder actions' toast, word for word. */
export const NOT_IMPLEMENTED =
  "This feature isn't implemented yet—but don't worry! You can request it in your next prompt!";

/** The toast whose text contains `text` (its title, description or both). */
export function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

/** Clicks a placeholder action, expects the not-implemented toast, then dismisses it. */
export async function expectNotImplementedToast(page: Page, button: Locator) {
  await button.click();
  await expect(toast(page, NOT_IMPLEMENTED)).toBeVisible();
  await page.getByRole('button', { name: 'Close toast' }).click();
  await expect(page.getByRole('button', { name: 'Close toast' })).toHaveCount(0);
}
