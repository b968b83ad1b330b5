import { fleet } from '../content/fleet';
import { aircraftSlug } from '../lib/fleet/slug';
import { expect, test } from './fixtures';
import { cardWithHeading, layoutOf } from './helpers/cards';

const CATEGORIES = ['Light Jets', 'Midsize Jets', 'Heavy Jets', 'Helicopters'];
const aircraft = fleet.categories.flatMap((category) => category.aircraft);

/** Every card and heading in the main content. */
const LAYOUT = 'main article, main h2, main h3, main dl';

test.describe('/fleet', () => {
  test('four categories of two aircraft, each with seating, range, four features and a photo @mobile', async ({
    page,
  }) => {
    await page.goto('/fleet/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 }).filter({ hasNotText: 'Fleet at a glance' })).toHaveText(
      CATEGORIES,
    );
    await expect(main.getByRole('article')).toHaveCount(8);
    for (const name of CATEGORIES) {
      const category = main.getByRole('region', { name });
      await expect(category.getByRole('article')).toHaveCount(2);
    }
    const cj3 = cardWithHeading(main, 'Citation CJ3+');
    await expect(cj3).toContainText('2,040 nm');
    await expect(main.getByRole('article', { name: 'Global 7500' })).toContainText('7,700 nm');
    for (const plane of aircraft) {
      const card = main.getByRole('article', { name: plane.name });
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(plane.name);
      await expect(card).toContainText(`${plane.seats} passengers`);
      await expect(card).toContainText(`${plane.rangeNm.toLocaleString('en-IN')} nm`);
      await expect(card.getByRole('listitem')).toHaveCount(4);
      await expect(card.getByRole('img', { name: plane.photo.alt })).toBeAttached();
    }
  });

  test('every Book Now links to /book/ with the aircraft chosen, and View Details to its page', async ({ page }) => {
    await page.goto('/fleet/');
    for (const category of fleet.categories) {
      for (const plane of category.aircraft) {
        const slug = aircraftSlug(plane.name);
        const card = page.getByRole('article', { name: plane.name });
        const jet = category.jetType === 'light' ? '' : `jet=${category.jetType}&`;
        await expect(card.getByRole('link', { name: 'Book Now', exact: true })).toHaveAttribute(
          'href',
          `/book/?${jet}aircraft=${slug}`,
        );
        await expect(card.getByRole('link', { name: 'View Details', exact: true })).toHaveAttribute(
          'href',
          `/fleet/${slug}/`,
        );
      }
    }
  });

  test('the statistics band shows the fleet claims @mobile', async ({ page }) => {
    await page.goto('/fleet/');
    const band = page.getByRole('region', { name: 'Fleet at a glance' });
    for (const [value, label] of [
      ['50+', 'Aircraft on call'],
      ['99.8%', 'Fleet availability'],
      ['24/7', 'Concierge support'],
      ['100%', 'Safety record'],
    ]) {
      await expect(band.getByRole('definition').filter({ hasText: value })).toBeVisible();
      await expect(band.getByRole('term').filter({ hasText: label })).toBeVisible();
    }
  });
});

test.describe('Compare prices', () => {
  test('two aircraft show their hourly rate and the sample trip’s price, as /book gives it for their jet type', async ({
    page,
  }) => {
    await page.goto('/fleet/?compare=citation-cj3,global-7500');
    const table = page.getByRole('table', { name: 'Compare aircraft' });
    const row = (name: RegExp) => table.getByRole('row', { name }).getByRole('cell');
    await expect(row(/^Rate per flight hour/)).toHaveText(['₹2,50,000', '₹8,50,000']);
    const trip = row(/^Mumbai to Goa, one way: estimated total/);
    await expect(trip).toHaveText([/^₹[\d,]+$/, /^₹[\d,]+$/]);
    const [light, heavy] = await trip.allInnerTexts();
    expect(light).not.toBe(heavy);

    // The same trip on /book, one passenger, each aircraft's jet type: the same total to the rupee.
    for (const [jet, price] of [
      ['light', light],
      ['heavy', heavy],
    ]) {
      await page.goto(`/book/?from=BOM&to=GOI&jet=${jet}`);
      await expect(
        page.getByRole('region', { name: 'Route estimate' }).getByRole('row', { name: /Estimated total/ }),
      ).toContainText(price);
    }
  });
});

test.describe('/fleet when photos fail', () => {
  test.use({ failOnConsoleErrors: false });

  test('shows each image description in place and nothing moves @mobile', async ({ page }) => {
    await page.goto('/fleet/');
    for (const plane of aircraft) await page.getByRole('article', { name: plane.name }).scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    const loaded = await layoutOf(page, LAYOUT);

    await page.unroute('https://images.unsplash.com/**');
    await page.route('https://images.unsplash.com/**', (route) => route.abort());
    // Opened afresh, from the top as before: a reload would put back where the last card left the page.
    await page.goto('/fleet/');
    for (const plane of aircraft) {
      const card = page.getByRole('article', { name: plane.name });
      await card.scrollIntoViewIfNeeded();
      await expect(card.getByText(plane.imageDescription)).toBeVisible();
      await expect(card.getByRole('img', { name: plane.photo.alt })).toBeVisible();
      // The fallback's icon is drawn by the server and handed to the browser's fallback.
      await expect(card.getByRole('img', { name: plane.photo.alt }).locator('svg')).toBeVisible();
    }
    expect(await layoutOf(page, LAYOUT)).toEqual(loaded);
  });
});
