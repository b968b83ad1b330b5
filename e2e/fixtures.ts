import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { stubPhotos } from './helpers/photos';

// No internet here: answer photo-CDN requests locally so pages do not wait on DNS failures.
type Fixtures = {
  /** Set to false in a test that expects photo or console errors (e.g. offline photos). */
  failOnConsoleErrors: boolean;
  /**
   * Every full page load is followed by a first input, as a visitor's would be, so what waits for
   * one (a form's code, the offline worker: lib/engagement.ts) loads. False for a visit that only reads.
   */
  engageOnLoad: boolean;
  consoleErrors: string[];
};

export const test = base.extend<Fixtures>({
  failOnConsoleErrors: [true, { option: true }],
  engageOnLoad: [true, { option: true }],
  consoleErrors: [
    async ({ page, failOnConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console: ${message.text()}`);
      });
      await use(errors);
      if (failOnConsoleErrors) expect(errors, 'no uncaught errors or console errors').toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page, engageOnLoad }, use) => {
    // Without the first input a form's code never loads, so nothing waits for the page to be live.
    const prepare = (opened: Page) => {
      if (!engageOnLoad) return;
      engageOnEveryLoad(opened);
      waitForHydrationOnLoad(opened);
    };
    prepare(page);
    page.context().on('page', prepare);
    await stubPhotos(page);
    await use(page);
  },
});

export { expect };

/**
 * A first input, the kind the head's engagement script hears (a pointer moving over the page),
 * after each load: the app's own reloads and new tabs too.
 */
function engageOnEveryLoad(page: Page) {
  page.on('load', () => void firstInput(page).catch(() => {}));
}

const firstInput = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('pointermove')));

/**
 * For a page the fixture did not open (another browser context, a profile of its own): a first
 * input, then wait until the page is live, as the fixture does for its own pages.
 */
export async function engageAndWaitUntilLive(page: Page) {
  await firstInput(page);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
}

/** The chunks load after the first paint, so every full page load waits until React has hydrated. */
function waitForHydrationOnLoad(page: Page) {
  const hydrated = () => page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await hydrated();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await hydrated();
    return response;
  };
}

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe with the WCAG 2.2 AA tags and expects no violations. */
export async function expectNoAxeViolations(page: Page) {
  // Contrast is judged on the settled page: text mid-fade (a toast coming or going) reads as faint.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.playState === 'running')
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => {})),
      ),
      new Promise((resolve) => setTimeout(resolve, 3_000)),
    ]),
  );
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary, 'axe violations').toEqual([]);
}
