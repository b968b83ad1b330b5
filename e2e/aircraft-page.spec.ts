import type { Page } from '@playwright/test';
import { aircraftPages } from '../content/aircraft-pages';
import { airports } from '../content/airports';
import { compare } from '../content/compare';
import { estimateCopy } from '../content/estimate';
import { fleet } from '../content/fleet';
import { pricing } from '../content/pricing';
import { provenance } from '../content/provenance';
import { nonStopFromBase, samplePrices } from '../lib/fleet/aircraft-figures';
import { aircraftSlug } from '../lib/fleet/slug';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { shown } from './helpers/select';

// A followed link fetches the next page's code first, which takes a while on a busy machine.
const NAVIGATION = { timeout: 20_000 };

// The page of each aircraft, /fleet/<slug>/ (one spec for the page type).
const entries = fleet.categories.flatMap((category) =>
  category.aircraft.map((plane) => ({ plane, category, slug: aircraftSlug(plane.name) })),
);
const region = (page: Page, name: string) => page.getByRole('main').getByRole('region', { name, exact: true });
const planner = (page: Page) => page.getByRole('form', { name: 'Flight details' });

test.describe('an aircraft page', () => {
  test('has no axe violations @mobile', async ({ page }) => {
    await page.goto('/fleet/citation-cj3/');
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
  });

  test('shows the photos, specifications, safety card, non-stop reach and sample prices', async ({ page }) => {
    const { plane, category, slug } = entries[0];
    await page.goto(`/fleet/${slug}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(plane.name);
    await expect(page).toHaveTitle(`${plane.name} charter | Vayu Jets`);

    const photos = region(page, aircraftPages.photosHeading);
    await expect(photos.getByRole('img', { name: plane.photo.alt })).toBeAttached();
    await expect(photos.getByRole('img', { name: aircraftPages.jetTypes.light.cabinPhoto!.alt })).toBeAttached();

    const specs = region(page, aircraftPages.specsHeading);
    for (const [term, value] of [
      ['Seating', '7 passengers'],
      ['Range', '2,040 nm'],
      ['Cruise speed', '416 knots'],
      ['Cabin height', '1.45 m (4 ft 9 in)'],
      ['Baggage', '65 cu ft'],
      ['Runway needed', '969 m (3,180 ft)'],
    ]) {
      await expect(specs.getByRole('term').filter({ hasText: term })).toBeVisible();
      await expect(specs.getByRole('definition').filter({ hasText: value })).toBeVisible();
    }

    const card = provenance.cards.find((entry) => entry.aircraft === plane.name)!;
    const safety = region(page, aircraftPages.provenanceHeading);
    await expect(safety).toContainText(card.operator);
    await expect(safety).toContainText(card.registration);
    await expect(safety.getByRole('link', { name: 'Safety: how we vet every flight' })).toHaveAttribute(
      'href',
      '/safety/',
    );

    // The same answers as the Compare table: Dubai yes, New York no (we plan no fuel stops).
    const reach = region(page, aircraftPages.nonStopHeading);
    const rows = nonStopFromBase(plane.rangeNm, compare, airports, pricing);
    for (const row of rows) {
      await expect(reach.getByRole('term').filter({ hasText: `Mumbai to ${row.place}` })).toBeVisible();
    }
    await expect(reach.getByRole('definition')).toHaveText(rows.map((row) => row.answer));
    expect(rows[0].answer).toBe('Yes');
    expect(rows[3].answer).toBe('No');

    // The /book estimator's figures for this aircraft.
    const prices = region(page, aircraftPages.pricesHeading).getByRole('table');
    const flyer = { jetType: category.jetType, aircraft: slug };
    const expected = samplePrices(
      flyer,
      aircraftPages.jetTypes.light.sampleRoutes,
      airports,
      pricing,
      estimateCopy.beyondRange,
    );
    await expect(prices.getByRole('row')).toHaveCount(expected.length + 1);
    for (const row of expected) {
      const line = prices
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: row.route, exact: true }) });
      await expect(line).toContainText(`${row.flightTime}${row.price}`);
    }
    await expect(prices.getByRole('rowheader').first()).toHaveText('Mumbai to Goa (Dabolim)');
  });

  test('Book this aircraft opens the planner with the category and the aircraft chosen @mobile', async ({ page }) => {
    await page.goto('/fleet/citation-cj3/');
    await page.getByRole('link', { name: aircraftPages.bookLabel, exact: true }).click();
    await expect(page).toHaveURL(/\/book\/\?aircraft=citation-cj3$/, NAVIGATION);
    await expect(shown(planner(page).getByLabel('Jet type'))).toHaveText(/^Light Jet/);
    const chosen = planner(page).getByText(`${aircraftPages.planner.label}: Citation CJ3+`);
    await expect(chosen).toBeVisible();
    await expect(chosen.getByRole('link', { name: 'Citation CJ3+' })).toHaveAttribute('href', '/fleet/citation-cj3/');

    await planner(page).getByRole('button', { name: aircraftPages.planner.remove }).click();
    await expect(chosen).toHaveCount(0);
    await expect(page).toHaveURL(/\/book\/$/, NAVIGATION);
  });

  test('Book Now on a fleet card carries its aircraft; another jet type lets it go', async ({ page }) => {
    await page.goto('/fleet/');
    await page
      .getByRole('article', { name: 'Global 7500' })
      .getByRole('link', { name: 'Book Now', exact: true })
      .click();
    await expect(page).toHaveURL(/\/book\/\?jet=heavy&aircraft=global-7500$/, NAVIGATION);
    await expect(planner(page).getByLabel('Jet type')).toHaveValue('heavy');
    await expect(planner(page).getByText(`${aircraftPages.planner.label}: Global 7500`)).toBeVisible();

    await planner(page).getByLabel('Jet type').selectOption('midsize');
    await expect(planner(page).getByText(aircraftPages.planner.label)).toHaveCount(0);
    await expect(page).toHaveURL(/\/book\/\?jet=midsize$/, NAVIGATION);
  });

  test('an aircraft named in the address that the fleet does not have is not shown', async ({ page }) => {
    await page.goto('/book/?jet=heavy&aircraft=concorde');
    await expect(planner(page).getByLabel('Jet type')).toHaveValue('heavy');
    await expect(page).toHaveURL(/\/book\/\?jet=heavy$/, NAVIGATION);
    await expect(planner(page).getByText(aircraftPages.planner.label)).toHaveCount(0);
  });

  test('View Details on the fleet leads to every aircraft page', async ({ page }) => {
    test.slow(); // eight pages
    for (const { plane, category, slug } of entries) {
      await page.goto('/fleet/');
      await page.getByRole('article', { name: plane.name }).getByRole('link', { name: 'View Details' }).click();
      await expect(page).toHaveURL(new RegExp(`/fleet/${slug}/$`), NAVIGATION);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(plane.name);
      await expect(page.getByRole('link', { name: 'Book Now', exact: true })).toHaveAttribute(
        'href',
        `/book/?${category.jetType === 'light' ? '' : `jet=${category.jetType}&`}aircraft=${slug}`,
      );
      await expect(page.getByRole('link', { name: aircraftPages.bookLabel })).toBeVisible();
    }
  });
});
