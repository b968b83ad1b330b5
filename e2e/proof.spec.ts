import type { Page } from '@playwright/test';
import { fleet } from '../content/fleet';
import { pages } from '../content/pages';
import { provenance } from '../content/provenance';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { SITE } from './helpers/company';
import { summaryNamed } from './helpers/summary';

const aircraft = fleet.categories.flatMap((category) => category.aircraft);
const compareBox = (page: Page, name: string) => page.getByRole('checkbox', { name: `Compare ${name}` });
const compareTable = (page: Page) => page.getByRole('table', { name: 'Compare aircraft' });

test.describe('safety and provenance card', () => {
  test('every aircraft has one; it opens and closes from the keyboard with the full record @proof @fleet', async ({
    page,
  }) => {
    // A day on which every date on the card is current (the card judges them on the visitor's day).
    await page.clock.setFixedTime(new Date('2026-11-26T12:00:00+05:30'));
    await page.goto('/fleet/');
    for (const plane of aircraft) {
      const card = page.getByRole('article', { name: plane.name });
      await expect(summaryNamed(card, `Safety & provenance: ${plane.name}`)).toHaveAttribute('aria-expanded', 'false');
    }

    const cj3 = page.getByRole('article', { name: 'Citation CJ3+' });
    const toggle = summaryNamed(cj3, 'Safety & provenance: Citation CJ3+');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    const card = provenance.cards[0];
    const age = new Date().getFullYear() - card.yearOfManufacture; // a year off only on 31 December
    for (const text of [
      'Sahyadri Aviation Pvt. Ltd.',
      'DGCA NSOP permit No. 14/2012',
      'VT-VJA',
      '2019',
      new RegExp(`Age: (${age}|${age - 1}) years`),
      'Last: June 2026',
      'Next due: June 2027',
      'Captain: 3,000+ hours',
      'First officer: 1,000+ hours',
      'ARGUS Gold, valid to March 2027',
      'Card last updated 16 November 2026',
    ])
      await expect(
        panel.getByRole('definition').or(panel.getByRole('paragraph')).filter({ hasText: text }),
      ).toHaveCount(1);
    await expect(panel.getByRole('link', { name: 'Safety: how we vet every flight' })).toHaveAttribute(
      'href',
      '/safety/',
    );
    await expectNoAxeViolations(page);

    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();

    // An honest answer when no audit is held.
    const bell = page.getByRole('article', { name: 'Bell 429' });
    await summaryNamed(bell, 'Safety & provenance: Bell 429').click();
    await expect(bell.getByRole('definition').filter({ hasText: 'No third-party audit held' })).toBeVisible();
    await expect(bell).toContainText('370 nm');
    await bell.getByRole('link', { name: 'Safety: how we vet every flight' }).click();
    await expect(page).toHaveURL(/\/safety\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How we vet every flight');
  });

  test.describe('months after the build, on a device set to Los Angeles', () => {
    test.use({ timezoneId: 'America/Los_Angeles' });

    test('marks an audit that lapsed by Mumbai’s day as expired, and an overdue inspection as overdue @proof @fleet', async ({
      page,
    }) => {
      // 31 March in Los Angeles, already 1 April in Mumbai: the ARGUS audit valid to March has lapsed.
      await page.clock.setFixedTime(new Date('2027-03-31T19:00:00Z'));
      await page.goto('/fleet/');
      const cj3 = page.getByRole('article', { name: 'Citation CJ3+' });
      await summaryNamed(cj3, 'Safety & provenance: Citation CJ3+').click();
      await expect(cj3.getByRole('definition').filter({ hasText: /^ARGUS Gold, / })).toHaveText(
        'ARGUS Gold, expired March 2027',
      );
      await expect(cj3.getByRole('definition').filter({ hasText: /^Next due: / })).toHaveText('Next due: June 2027');

      // The Bell 429's inspection was due February 2027.
      const bell = page.getByRole('article', { name: 'Bell 429' });
      await summaryNamed(bell, 'Safety & provenance: Bell 429').click();
      await expect(bell.getByRole('definition').filter({ hasText: /^Next due: / })).toHaveText(
        'Next due: February 2027 (overdue)',
      );
    });
  });

  test('the shortest range in the fleet is 370 nm and the longest 7,700 nm @proof @fleet', async ({ page }) => {
    await page.goto('/fleet/');
    const ranges = await page
      .getByRole('main')
      .getByRole('article')
      .getByText(/^[\d,]+ nm$/)
      .allTextContents();
    const values = ranges.map((range) => Number(range.replace(/\D/g, '')));
    expect(values).toHaveLength(8);
    expect([Math.min(...values), Math.max(...values)]).toEqual([370, 7700]);
  });
});

test.describe('Compare aircraft', () => {
  test('choose three by keyboard, a fourth is refused, the choice survives a reload and clears @proof @fleet', async ({
    page,
  }) => {
    await page.goto('/fleet/');
    await expect(compareTable(page)).toHaveCount(0);
    for (const name of ['Citation CJ3+', 'Global 7500']) {
      await compareBox(page, name).focus();
      await page.keyboard.press('Space');
      await expect(compareBox(page, name)).toBeChecked();
    }
    await expect(page).toHaveURL(/\?compare=citation-cj3,global-7500$/);
    const table = compareTable(page);
    await expect(table.getByRole('columnheader')).toHaveText(['Specification', 'Citation CJ3+', 'Global 7500']);

    await compareBox(page, 'Bell 429').focus();
    await page.keyboard.press('Space');
    await expect(table.getByRole('columnheader')).toHaveText([
      'Specification',
      'Citation CJ3+',
      'Global 7500',
      'Bell 429',
    ]);
    const row = (name: string) => table.getByRole('row', { name: new RegExp(`^${name}`) }).getByRole('cell');
    await expect(row('Seats')).toHaveText(['7', '14', '6']);
    await expect(row('Range \\(nm\\)')).toHaveText(['2,040', '7,700', '370']);
    await expect(row('Cruise speed \\(knots\\)')).toHaveText(['416', '516', '150']);
    await expect(row('Cabin height')).toHaveText(['1.45 m (4 ft 9 in)', '1.88 m (6 ft 2 in)', '1.37 m (4 ft 6 in)']);
    await expect(row('Baggage')).toHaveText(['65 cu ft', '195 cu ft', '76 cu ft']);
    await expect(row('Runway needed')).toHaveText([
      '969 m (3,180 ft)',
      '1,768 m (5,800 ft)',
      'None: lands on a helipad',
    ]);
    await expect(row('Year of manufacture')).toHaveText(['2019', '2023', '2017']);
    // We plan no fuel stops: beyond range is a plain No.
    await expect(row('Non-stop from Mumbai to Dubai')).toHaveText(['Yes', 'Yes', 'No']);
    await expect(row('Non-stop from Mumbai to New York')).toHaveText(['No', 'Yes', 'No']);
    await expect(page.getByText(/less a 10% reserve/)).toBeVisible();

    const fourth = compareBox(page, 'Phenom 300E');
    await fourth.focus();
    await page.keyboard.press('Space');
    await expect(fourth).not.toBeChecked();
    await expect(page.getByRole('alert').filter({ hasText: 'You can compare up to 3 aircraft.' })).toHaveText(
      'You can compare up to 3 aircraft. Untick one to add the Phenom 300E.',
    );
    await expect(table.getByRole('columnheader')).toHaveCount(4);
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(page).toHaveURL(/\?compare=citation-cj3,global-7500,bell-429$/);
    await expect(compareBox(page, 'Bell 429')).toBeChecked();
    await expect(compareTable(page).getByRole('columnheader')).toHaveCount(4);

    await compareBox(page, 'Global 7500').uncheck();
    await expect(page).toHaveURL(/\?compare=citation-cj3,bell-429$/);
    await page.getByRole('button', { name: 'Clear comparison' }).click();
    await expect(compareTable(page)).toHaveCount(0);
    for (const plane of aircraft) await expect(compareBox(page, plane.name)).not.toBeChecked();
    await expect(page).toHaveURL(/\/fleet\/$/);
  });

  test('ticks made while Compare’s code is still on its way are kept @proof @fleet', async ({ page }) => {
    await page.goto('/fleet/');
    await page.waitForLoadState('networkidle');
    // Compare's code loads on the first tick: hold it until both boxes are ticked.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/**', async (route) => {
      await held;
      await route.continue();
    });
    await compareBox(page, 'Citation CJ3+').check();
    await compareBox(page, 'Bell 429').check();
    release();
    await expect(compareTable(page).getByRole('columnheader')).toHaveText([
      'Specification',
      'Citation CJ3+',
      'Bell 429',
    ]);
    await expect(page).toHaveURL(/\?compare=citation-cj3,bell-429$/);
    await expect(compareBox(page, 'Citation CJ3+')).toBeChecked();
  });

  test('an address with unknown or too many aircraft keeps the first three it knows @proof', async ({ page }) => {
    await page.goto('/fleet/?compare=falcon-8x,concorde,falcon-8x,praetor-500,bell-429,leonardo-aw139');
    await expect(compareTable(page).getByRole('columnheader')).toHaveText([
      'Specification',
      'Falcon 8X',
      'Praetor 500',
      'Bell 429',
    ]);
    await expect(page).toHaveURL(/\?compare=falcon-8x,praetor-500,bell-429$/);
  });

  test('on a phone each specification is a card listing the aircraft; wider, a table in its own box @proof @fleet @mobile', async ({
    page,
  }) => {
    await page.goto('/fleet/?compare=citation-cj3,challenger-350,leonardo-aw139');
    const pageOverflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    if (page.viewportSize()!.width > 600) {
      await expect(compareTable(page)).toBeVisible();
      expect(await pageOverflow(), 'the page itself does not scroll sideways').toBe(0);
      return;
    }
    // A three-column table does not fit 375px: the phone reads one card per specification.
    await expect(compareTable(page)).toBeHidden();
    const stacked = page.getByRole('region', { name: 'Compare aircraft' });
    const seats = stacked
      .getByRole('term')
      .filter({ hasText: /^Seats$/ })
      .locator('xpath=..');
    await seats.scrollIntoViewIfNeeded();
    await expect(seats.getByRole('definition').getByRole('term')).toHaveText([
      'Citation CJ3+',
      'Challenger 350',
      'Leonardo AW139',
    ]);
    expect(await pageOverflow(), 'the page itself does not scroll sideways').toBe(0);
  });
});

test.describe('/safety', () => {
  test('How we vet every flight: every topic, its metadata and breadcrumbs @proof', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Safety', exact: true }).click();
    await expect(page).toHaveURL(/\/safety\/$/);
    await expect(page).toHaveTitle(`${pages.safety.title} | Vayu Jets`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', pages.safety.description);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/safety/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How we vet every flight');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'What DGCA requires, and what we publish',
      'How operators are vetted before they fly our guests',
      'Crew standards',
      'What each audit standard means',
      'What we disclose before you pay',
      'Medical and emergency readiness',
    ]);
    for (const standard of ['ARGUS', 'Wyvern', 'IS-BAO'])
      await expect(page.getByRole('term').filter({ hasText: standard })).toHaveCount(1);

    const crumbs = JSON.parse((await page.locator('#breadcrumbs-jsonld').textContent()) ?? '{}');
    expect(crumbs['@type']).toBe('BreadcrumbList');
    expect(crumbs.itemListElement.map((item: { name: string; item: string }) => [item.name, item.item])).toEqual([
      ['Home', `${SITE}/`],
      ['Safety', `${SITE}/safety/`],
    ]);

    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${SITE}/safety/</loc>`);

    await page.getByRole('link', { name: 'See the card for every aircraft' }).click();
    await expect(page).toHaveURL(/\/fleet\/$/);
    await page.getByRole('main').getByRole('link', { name: 'Safety: how we vet every flight' }).click();
    await expect(page).toHaveURL(/\/safety\/$/);
  });
});
