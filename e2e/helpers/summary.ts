import type { Locator, Page } from '@playwright/test';

/**
 * A <details> toggle by its name. Browsers announce a <summary> as a button without a role on it
 * (a role there is invalid HTML), but Playwright gives it none, so it is found by its text or its
 * aria-label.
 */
export function summaryNamed(scope: Page | Locator, name: string): Locator {
  const summaries = scope.locator('summary');
  return summaries.filter({ hasText: name }).or(summaries.and(scope.getByLabel(name, { exact: true })));
}
