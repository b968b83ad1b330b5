import type { Page } from '@playwright/test';
import { pricing } from '../content/pricing';
import { servicePages as rawServicePages } from '../content/service-pages';
import { services as rawServices } from '../content/services';
import { stats } from '../content/stats';
import { fillNamed } from '../lib/fill-message';
import { capabilityValues, fillCopy } from '../lib/fleet/capabilities';
import { aircraftSlug } from '../lib/fleet/slug';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { summaryNamed } from './helpers/summary';

// The copy as the site shows it: seat placeholders filled from content/capabilities.ts.
const seats = capabilityValues(pricing);
const services = fillCopy(fillNamed(rawServices, { notice: stats.notice }), seats, 'content/data/services.json');
const servicePages = fillCopy(rawServicePages, seats, 'content/data/service-pages.json');

// A followed link fetches the next page's code first, which takes a while on a busy machine.
const NAVIGATION = { timeout: 20_000 };

// The page of each service, /services/<slug>/ (one spec for the page type).
const { labels } = servicePages;
const pageFor = (id: string) => servicePages.pages.find((entry) => entry.id === id)!;
const region = (page: Page, name: string) => page.getByRole('main').getByRole('region', { name, exact: true });

test.describe('a service page', () => {
  test('has no axe violations @mobile', async ({ page }) => {
    await page.goto('/services/group-charter/');
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
  });

  test('says what it is, how it works, the typical aircraft, what is included, a FAQ and what next', async ({
    page,
  }) => {
    const service = services.services[1];
    const content = pageFor(service.id);
    await page.goto(`/services/${service.id}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.title);
    await expect(page).toHaveTitle(`${service.title} | Vayu Jets`);

    await expect(region(page, labels.whatHeading)).toContainText(content.whatItIs[0]);
    await expect(region(page, labels.whatHeading).getByRole('img', { name: service.photo.alt })).toBeAttached();

    const steps = region(page, labels.stepsHeading).getByRole('list').getByRole('listitem');
    await expect(steps).toHaveCount(content.steps.length);
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText(content.steps.map((step) => step.title));

    const aircraft = region(page, labels.aircraftHeading);
    for (const name of content.typicalAircraft) {
      await expect(aircraft.getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        `/fleet/${aircraftSlug(name)}/`,
      );
    }

    await expect(region(page, labels.includedHeading).getByRole('listitem')).toHaveText(content.included);

    // A native disclosure: one answer open at a time, by keyboard too.
    const faq = region(page, labels.faqHeading);
    const [first, second] = content.faq;
    await expect(faq.getByText(first.answer)).toBeHidden();
    await summaryNamed(faq, first.question).focus();
    await page.keyboard.press('Enter');
    await expect(faq.getByText(first.answer)).toBeVisible();
    await expect(summaryNamed(faq, first.question)).toHaveAttribute('aria-expanded', 'true');
    await summaryNamed(faq, second.question).click();
    await expect(faq.getByText(second.answer)).toBeVisible();
    await expect(faq.getByText(first.answer)).toBeHidden();

    const cta = region(page, content.cta.heading);
    await expect(cta.getByRole('link', { name: content.cta.primary.label })).toHaveAttribute(
      'href',
      '/book/?jet=heavy',
    );
    await expect(cta.getByRole('link', { name: content.cta.secondary!.label })).toHaveAttribute(
      'href',
      content.cta.secondary!.href,
    );
  });

  test('Learn More leads to it, and its Book Now opens the planner with its jet type chosen @mobile', async ({
    page,
  }) => {
    await page.goto('/services/');
    await page
      .getByRole('article', { name: 'Corporate Charter' })
      .getByRole('link', { name: 'Learn More', exact: true })
      .click();
    await expect(page).toHaveURL(/\/services\/corporate-charter\/$/, NAVIGATION);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Corporate Charter');
    await page.getByRole('link', { name: 'Book Now', exact: true }).click();
    await expect(page).toHaveURL(/\/book\/\?jet=midsize$/, NAVIGATION);
    await expect(page.getByRole('form', { name: 'Flight details' }).getByLabel('Jet type')).toHaveValue('midsize');
  });

  test('Medical Evacuation leads to /air-ambulance/', async ({ page }) => {
    await page.goto('/services/medical-evacuation-jets/');
    const cta = region(page, pageFor('medical-evacuation-jets').cta.heading);
    await cta.getByRole('link', { name: 'Request an air ambulance' }).click();
    await expect(page).toHaveURL(/\/air-ambulance\/$/, NAVIGATION);
  });

  test('every service has its page', async ({ request }) => {
    for (const service of services.services) {
      const response = await request.get(`/services/${service.id}/`);
      expect(response.status(), service.id).toBe(200);
      expect(await response.text()).toContain(`<title>${service.title} | Vayu Jets</title>`);
    }
  });
});
