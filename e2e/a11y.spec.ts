import { expectNoAxeViolations, test } from './fixtures';
import { ROUTES } from './helpers/routes';

test.describe('axe (WCAG 2.2 AA) on every route', () => {
  for (const route of ROUTES) {
    test(`${route} has no violations @mobile`, async ({ page }) => {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);
    });
  }
});
