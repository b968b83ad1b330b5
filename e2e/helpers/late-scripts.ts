import type { Page } from '@playwright/test';

/** A phone on a slow connection: every script asked for after the first load event arrives `ms` late. */
export async function delayLateScripts(page: Page, ms: number) {
  let loaded = false;
  page.on('load', () => (loaded = true));
  await page.route('**/_next/static/**/*.js', async (route) => {
    if (loaded) await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue().catch(() => {});
  });
}

export const isLive = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));
