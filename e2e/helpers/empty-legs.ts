import type { Page } from '@playwright/test';

/** The Mumbai day /empty-legs/ was built on, as its "Offers as last updated on" date says. */
export async function boardBuiltOn(page: Page): Promise<string> {
  const html = await (await page.request.get('/empty-legs/')).text();
  const day = /<time dateTime="(\d{4}-\d{2}-\d{2})"/.exec(html)?.[1];
  if (!day) throw new Error('/empty-legs/ says no date for its offers');
  return day;
}
