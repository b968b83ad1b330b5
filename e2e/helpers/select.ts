import type { Locator } from '@playwright/test';

/** What a native select shows: its chosen option. */
export const shown = (select: Locator) => select.locator('option:checked');
