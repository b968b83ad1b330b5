import type { Page } from '@playwright/test';

/** The mock-up's placeholder toasts, word for word: no page may show them any more. */
export const NOT_IMPLEMENTED =
  "This feature isn't implemented yet—but don't worry! You can request it in your next prompt!";
export const COMING_SOON = 'Coming Soon!';

/** The toast whose text contains `text` (its title, description or both). */
export function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}
