import { pricing } from '../content/pricing';
import { servicePages as rawServicePages } from '../content/service-pages';
import { services as rawServices } from '../content/services';
import { stats } from '../content/stats';
import { fillNamed } from '../lib/fill-message';
import { capabilityValues, fillCopy } from '../lib/fleet/capabilities';
import { expect, test } from './fixtures';
import { cardWithHeading, layoutOf } from './helpers/cards';

// The copy as the site shows it: seat placeholders filled from content/capabilities.ts.
const seats = capabilityValues(pricing);
const services = fillCopy(fillNamed(rawServices, { notice: stats.notice }), seats, 'content/data/services.json');
const servicePages = fillCopy(rawServicePages, seats, 'content/data/service-pages.json');

const SERVICES = [
  'On-Demand Charter',
  'Group Charter',
  'Corporate Charter',
  'Medical Evacuation Jets',
  'Luxury Travel Experiences',
];

const LAYOUT = 'main article, main h2, main ul';

test.describe('/services', () => {
  test('five services, each with a description, four features and Book Now to /book/ @mobile', async ({ page }) => {
    await page.goto('/services/');
    const main = page.getByRole('main');
    await expect(main.getByRole('article')).toHaveCount(5);
    await expect(main.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(SERVICES);
    for (const service of services.services) {
      const card = main.getByRole('article', { name: service.title });
      await expect(card.getByText(service.description)).toBeVisible();
      await expect(card.getByRole('listitem')).toHaveCount(4);
      await expect(card.getByRole('listitem')).toHaveText(service.features);
      const { jetType } = servicePages.pages.find((page) => page.id === service.id)!;
      await expect(card.getByRole('link', { name: 'Book Now', exact: true })).toHaveAttribute(
        'href',
        jetType === 'light' ? '/book/' : `/book/?jet=${jetType}`,
      );
      await expect(card.getByRole('img', { name: service.photo.alt })).toBeAttached();
    }
  });

  test('every Learn More links to its service page @mobile', async ({ page }) => {
    await page.goto('/services/');
    for (const service of services.services) {
      const card = cardWithHeading(page, service.title);
      await expect(card.getByRole('link', { name: 'Learn More', exact: true })).toHaveAttribute(
        'href',
        `/services/${service.id}/`,
      );
    }
  });

  test('Book Now opens the booking page with that service jet type chosen @mobile', async ({ page }) => {
    await page.goto('/services/');
    await page
      .getByRole('article', { name: 'Group Charter' })
      .getByRole('link', { name: 'Book Now', exact: true })
      .click();
    await expect(page).toHaveURL(/\/book\/\?jet=heavy$/);
    await expect(page.getByLabel('Jet type')).toHaveValue('heavy');
  });

  test('closing links: Get Quote to /book/ and Talk to Expert to /contact/ @mobile', async ({ page }) => {
    await page.goto('/services/');
    const quote = page.getByRole('link', { name: 'Get Quote', exact: true });
    const expert = page.getByRole('link', { name: 'Talk to Expert', exact: true });
    await expect(quote).toHaveAttribute('href', '/book/');
    await expect(expert).toHaveAttribute('href', '/contact/');
    await quote.click();
    await expect(page).toHaveURL(/\/book\/$/);
    await page.goBack();
    await page.getByRole('link', { name: 'Talk to Expert', exact: true }).click();
    await expect(page).toHaveURL(/\/contact\/$/);
  });
});

test.describe('/services when photos fail', () => {
  test.use({ failOnConsoleErrors: false });

  test('shows a described placeholder for each photo and nothing moves @mobile', async ({ page }) => {
    await page.goto('/services/');
    for (const title of SERVICES) await page.getByRole('article', { name: title }).scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    const loaded = await layoutOf(page, LAYOUT);

    await page.unroute('https://images.unsplash.com/**');
    await page.route('https://images.unsplash.com/**', (route) => route.abort());
    await page.reload();
    for (const service of services.services) {
      const card = page.getByRole('article', { name: service.title });
      await card.scrollIntoViewIfNeeded();
      await expect(card.getByText(service.photo.alt)).toBeVisible();
      await expect(card.getByRole('img', { name: service.photo.alt })).toBeVisible();
    }
    expect(await layoutOf(page, LAYOUT)).toEqual(loaded);
  });
});
