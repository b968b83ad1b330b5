import { expectNoAxeViolations, test } from './fixtures';
import { ONE_PER_TYPE_ROUTES } from './helpers/routes';

// Once per page type: the other policy pages are /privacy/'s template with other words.
test.describe('axe (WCAG 2.2 AA) on every page type', () => {
  for (const route of ONE_PER_TYPE_ROUTES) {
    test(`${route} has no violations @mobile`, async ({ page }) => {
      await page.goto(route);
      // What loads after hydration (the planner's estimate panel, for one) is checked too.
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);
    });
  }
});
