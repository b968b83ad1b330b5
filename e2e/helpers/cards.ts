import type { Locator, Page } from '@playwright/test';

/** The card (article) in `scope` with a heading named `name`. */
export function cardWithHeading(scope: Page | Locator, name: string) {
  // A `has` locator is matched inside each article, so it must start from the page, not the scope.
  const page = 'page' in scope ? scope.page() : scope;
  return scope.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
}

/** Page-relative boxes of every element `selector` matches, to prove nothing moved. */
export function layoutOf(page: Page, selector: string) {
  return page.evaluate(
    (query) =>
      Array.from(document.querySelectorAll(query)).map((element) => {
        const box = element.getBoundingClientRect();
        return [box.left, box.top + window.scrollY, box.width, box.height].map(Math.round).join(',');
      }),
    selector,
  );
}
