import type { Page } from '@playwright/test';
import { company } from './company';

/** The company's WhatsApp chat, without its text. */
export const COMPANY_CHAT = `https://wa.me/${company.whatsapp}`;

/**
 * Does `press`, waits for the tab it opens (wa.me answered locally: there is no internet), closes
 * it and returns its URL, its decoded text and its window.opener.
 */
export async function openWhatsApp(page: Page, press: () => Promise<unknown>) {
  await page
    .context()
    .route('https://wa.me/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    );
  const [popup] = await Promise.all([page.context().waitForEvent('page'), press()]);
  await popup.waitForLoadState();
  const url = new URL(popup.url());
  const opener = await popup.evaluate(() => window.opener);
  await popup.close();
  return { url, text: url.searchParams.get('text'), opener };
}
