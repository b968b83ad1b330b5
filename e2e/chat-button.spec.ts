import { expect, test } from './fixtures';
import { scanUnderChatButton } from './helpers/chat-button';

// On a phone the WhatsApp button stays within reach and never sits over a price, a link or a
// button: scrolled through in steps, nothing of the kind is painted under it at any stop.
test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

const PAGES = ['/', '/routes/mumbai-to-goa/', '/private-jet-charter-cost/', '/book/', '/air-ambulance/'];

test.describe('the WhatsApp button on a 375px phone', () => {
  for (const route of PAGES) {
    test(`covers nothing on ${route} at any scroll position`, async ({ page }) => {
      await page.goto(route);
      const scan = await scanUnderChatButton(page);
      expect(scan.hiddenAt, 'stops with no chat button on the screen').toEqual([]);
      expect(scan.checked).toBeGreaterThan(10);
      expect(scan.covered).toEqual([]);
    });
  }
});
