import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { company } from './helpers/company';
import { inDays, isoDate, isoInDays, typedDate } from './helpers/dates';
import { isFocused } from './helpers/focus';
import { expectHandoffAndClose, requestDialog } from './helpers/request-dialog';
import { summaryNamed } from './helpers/summary';
import { toast } from './helpers/toast';

const bookingForm = (page: Page) => page.getByRole('form', { name: 'Plan your flight' });
const carousel = (page: Page) => page.getByRole('region', { name: 'Aircraft classes' });

async function expectSlide(page: Page, n: number, name: string, seats: string) {
  const region = carousel(page);
  await expect(region.getByRole('status')).toHaveText(`${name}, Slide ${n} of 4`);
  const slide = region.getByRole('group', { name: `Slide ${n} of 4` });
  await expect(slide).toBeVisible();
  await expect(slide.getByRole('heading', { name })).toBeVisible();
  await expect(slide.getByText(`${seats} seats`)).toBeVisible();
  await expect(region.getByRole('group')).toHaveCount(1);
}

test.describe('home page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    // Keyboard and click handlers exist only once React has hydrated the static HTML.
    await page.waitForLoadState('networkidle');
  });

  test('shows the hero heading, tagline, three reasons and four service cards @mobile @smoke', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your aircraft. Your schedule. Anywhere.');
    await expect(page.getByText('Private aviation, on your time.')).toBeVisible();
    const why = page.getByRole('region', { name: 'Charter without the waiting' });
    await expect(why.getByRole('listitem')).toHaveCount(3);
    for (const claim of ['24/7 operations', 'Global coverage', 'Best price guarantee']) {
      await expect(why.getByRole('heading', { name: claim })).toBeVisible();
    }
    const services = page.getByRole('region', { name: 'Every kind of flight, arranged by one team' });
    await expect(services.getByRole('listitem')).toHaveCount(4);
    const links = services.getByRole('link');
    await expect(links).toHaveCount(4);
    for (const name of ['Private Jet Charter', 'Corporate Charter', 'Helicopters'])
      await expect(services.getByRole('link', { name })).toHaveAttribute('href', '/services/');
    await expect(services.getByRole('link', { name: 'Air Ambulance' })).toHaveAttribute('href', '/air-ambulance/');
  });

  test('trip type tabs switch, default to One Way, and Multi-City offers Add Leg @mobile', async ({ page }) => {
    const form = bookingForm(page);
    const oneWay = form.getByRole('tab', { name: 'One Way' });
    await expect(oneWay).toHaveAttribute('aria-selected', 'true');
    await expect(form.getByRole('link', { name: 'Add Leg' })).toHaveCount(0);
    await form.getByRole('tab', { name: 'Round Trip' }).click();
    await expect(form.getByRole('tab', { name: 'Round Trip' })).toHaveAttribute('aria-selected', 'true');
    await expect(oneWay).toHaveAttribute('aria-selected', 'false');
    await expect(form.getByRole('tabpanel')).toContainText('We hold the aircraft and crew for your return');
    await expect(form.getByLabel('Return date')).toBeVisible();
    await form.getByRole('tab', { name: 'Multi-City' }).click();
    await form.getByLabel('From').fill('Mumbai');
    await form.getByLabel('To').fill('Delhi');
    await form.getByLabel('Passengers').fill('3');
    await form.getByRole('link', { name: 'Add Leg' }).click();
    // /book's multi-city planner opens with leg 1 as typed and leg 2 leaving from where it lands.
    await expect(page).toHaveURL(/\/book\/\?trip=multi-city&from=Mumbai&to=Delhi&from2=Delhi&pax=3$/);
    const planner = page.getByRole('form', { name: 'Flight details' });
    await expect(planner.getByRole('tab', { name: 'Multi-City' })).toHaveAttribute('aria-selected', 'true');
    const leg = (number: number) => planner.getByRole('group', { name: `Leg ${number}`, exact: true });
    await expect(leg(1).getByRole('combobox', { name: 'Departure city' })).toHaveValue('Mumbai');
    await expect(leg(1).getByRole('combobox', { name: 'Arrival city' })).toHaveValue('Delhi');
    await expect(leg(2).getByRole('combobox', { name: 'Departure city' })).toHaveValue('Delhi');
    await expect(planner.getByLabel('Passengers')).toHaveValue('3');
  });

  test('an empty submit shows every error and focuses the first invalid field @mobile', async ({ page }) => {
    const form = bookingForm(page);
    await expect(form.getByLabel('Passengers')).toHaveValue('1');
    await form.getByLabel('Passengers').fill('0');
    await form.getByRole('button', { name: 'Send Booking Request' }).click();
    await expect(form.getByLabel('From')).toBeFocused();
    await expect(form.getByText('Please enter where you are flying from.')).toBeVisible();
    await expect(form.getByText('Please enter where you are flying to.')).toBeVisible();
    await expect(form.getByText('Please choose a departure date.')).toBeVisible();
    await expect(form.getByText('At least 1 passenger is required.')).toBeVisible();
    await expect(form.getByLabel('From')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('From')).toHaveAccessibleDescription('Please enter where you are flying from.');
    await expectNoAxeViolations(page);

    await form.getByLabel('From').fill('Mumbai');
    await form.getByLabel('To').fill('mumbai');
    await form.getByLabel('Date').fill(isoInDays(-1));
    await form.getByLabel('Passengers').fill('17');
    await form.getByRole('button', { name: 'Send Booking Request' }).click();
    await expect(form.getByLabel('To')).toBeFocused();
    await expect(form.getByText('Please enter where you are flying from.')).toHaveCount(0);
    await expect(form.getByText('Your destination must be different from your departure city.')).toBeVisible();
    await expect(form.getByText('Please choose today or a later date.')).toBeVisible();
    await expect(form.getByText('For more than 16 passengers, please call our team.')).toBeVisible();
    await expect(toast(page, 'Booking Request Sent!')).toHaveCount(0);
  });

  test('a valid request opens the confirmation with its reference and hand-offs, and keeps the form @mobile @smoke', async ({
    page,
  }) => {
    const form = bookingForm(page);
    await form.getByRole('tab', { name: 'Round Trip' }).click();
    await form.getByLabel('From').fill('Mumbai');
    await form.getByLabel('To').fill('Dubai');
    await form.getByLabel('Date', { exact: true }).fill(isoInDays(7));
    await form.getByLabel('Passengers').fill('6');
    // A Round Trip needs its return, not before the outbound.
    await form.getByRole('button', { name: 'Send Booking Request' }).click();
    await expect(form.getByLabel('Return date')).toBeFocused();
    await expect(form.getByLabel('Return date')).toHaveAccessibleDescription('Please choose a return date.');
    await expect(form.getByLabel('Return time')).toHaveAccessibleDescription('Please choose a return time.');
    await form.getByLabel('Return date').fill(isoInDays(6));
    await form.getByLabel('Return time').fill('18:30');
    await expect(form.getByLabel('Return date')).toHaveAccessibleDescription(
      'The return cannot be before the outbound departure.',
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await form.getByLabel('Return date').fill(isoInDays(10));
    await form.getByRole('button', { name: 'Send Booking Request' }).click();
    const dialog = page.getByRole('dialog', { name: /^Your request VJ-[0-9A-Z]{6} is ready to send$/ });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Trip: Round Trip');
    await expect(dialog).toContainText(/Leg 2: Dubai → Mumbai, \w+, \d+ \w+ \d{4} at 18:30/);
    await expect(dialog).toContainText('Passengers: 6');
    await expect(page.getByText('Booking Request Sent!')).toHaveCount(0);
    await expect(page.getByText(/mock-up/)).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(form.getByLabel('From')).toHaveValue('Mumbai');
    await expect(form.getByLabel('Passengers')).toHaveValue('6');
    // The planner link carries the trip, its return included, to /book.
    await form.getByRole('link', { name: 'Open in Planner' }).click();
    await expect(page).toHaveURL(/\/book\/\?trip=round-trip&from=Mumbai&to=Dubai&/);
    const planner = page.getByRole('form', { name: 'Flight details' });
    await expect(planner.getByRole('tab', { name: 'Round Trip' })).toHaveAttribute('aria-selected', 'true');
    await expect(planner.getByLabel('Return date')).toHaveValue(isoInDays(10));
    await expect(planner.getByLabel('Return time')).toHaveValue('18:30');
  });

  test('the quick request for Mumbai to Goa carries the estimate /book gives the same trip @mobile', async ({
    page,
  }) => {
    const form = bookingForm(page);
    const date = isoInDays(9);
    await form.getByLabel('From').fill('Mumbai');
    await form.getByLabel('To').fill('Goa');
    await form.getByLabel('Date', { exact: true }).fill(date);
    await form.getByLabel('Departure time').fill('10:30');
    await form.getByLabel('Passengers').fill('4');
    await form.getByLabel('Jet type').selectOption({ label: 'Midsize Jet' });
    await form.getByRole('button', { name: 'Send Booking Request' }).click();
    const sent = requestDialog(page).getByRole('region', { name: 'What will be sent' });
    await expect(sent).toContainText('Time: 10:30');
    await expect(sent).toContainText('Jet type: Midsize Jet');
    const estimateOf = async () => (await sent.innerText()).match(/^Estimate: .*₹[\d,]+ incl\. GST.*$/m)?.[0];
    const fromHome = await estimateOf();
    expect(fromHome).toBeTruthy();
    await page.keyboard.press('Escape');

    // /book prices the same trip, jet type and date with the same estimator, to the rupee.
    await page.goto(`/book/?from=Mumbai&to=Goa&date=${date}&time=10:30&pax=4&jet=midsize`);
    await page.getByRole('button', { name: 'Submit Booking Request' }).click();
    await expect(sent).toContainText('Jet type: Midsize Jet');
    expect(await estimateOf()).toBe(fromHome);
    await page.keyboard.press('Escape');
    const total = fromHome!.match(/\((₹[\d,]+) incl\. GST/)![1];
    await expect(page.getByRole('row', { name: /Estimated total/ })).toContainText(total);
  });

  test('the fleet carousel wraps both ways with its buttons @mobile', async ({ page }) => {
    const region = carousel(page);
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    await expectSlide(page, 1, 'Light Jets', '7');
    await region.getByRole('button', { name: 'Previous slide' }).click();
    await expectSlide(page, 4, 'Group Charter', '15+');
    await region.getByRole('button', { name: 'Previous slide' }).click();
    await expectSlide(page, 3, 'Heavy', '14');
    await region.getByRole('button', { name: 'Next slide' }).click();
    await region.getByRole('button', { name: 'Next slide' }).click();
    await expectSlide(page, 1, 'Light Jets', '7');
    await region.getByRole('button', { name: 'Next slide' }).click();
    await expectSlide(page, 2, 'Midsize', '9');
  });

  test('the fleet carousel wraps both ways with the arrow keys @mobile', async ({ page }) => {
    const region = carousel(page);
    await region.focus();
    await expect(region).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expectSlide(page, 4, 'Group Charter', '15+');
    await page.keyboard.press('ArrowRight');
    await expectSlide(page, 1, 'Light Jets', '7');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expectSlide(page, 4, 'Group Charter', '15+');
    // Tab onto the Previous button: the arrows still work, and the page does not scroll sideways.
    await page.keyboard.press('Tab');
    await expect(region.getByRole('button', { name: 'Previous slide' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expectSlide(page, 1, 'Light Jets', '7');
    await page.keyboard.press('Enter');
    await expectSlide(page, 4, 'Group Charter', '15+');
  });

  test('the FAQ keeps one answer open at a time and can close it @mobile', async ({ page }) => {
    const faq = page.getByRole('region', { name: 'Before you fly' });
    const questions = [
      'How much does a private jet charter cost?',
      'How much notice do you need?',
      'What does the price include?',
      'Can I bring my pet?',
    ];
    for (const question of questions) {
      await expect(summaryNamed(faq, question)).toHaveAttribute('aria-expanded', 'false');
    }
    const cost = summaryNamed(faq, questions[0]);
    const notice = summaryNamed(faq, questions[1]);
    await cost.click();
    await expect(cost).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.getByText('₹2,50,000 per flight hour for a light jet')).toBeVisible();
    await notice.click();
    await expect(notice).toHaveAttribute('aria-expanded', 'true');
    await expect(cost).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.getByText('₹2,50,000 per flight hour for a light jet')).toBeHidden();
    await expect(faq.getByText('three hours is enough')).toBeVisible();
    await notice.click();
    await expect(notice).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.getByText('three hours is enough')).toBeHidden();
    await summaryNamed(faq, questions[3]).press('Enter');
    await expect(faq.getByText('Dogs and cats travel in the cabin with you')).toBeVisible();
  });

  test('the call to action links to /book/ and calls the desk @mobile', async ({ page }) => {
    const cta = page.getByRole('region', { name: 'Your aircraft is a call away' });
    await expect(cta.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/book/');
    await expect(cta.getByRole('link', { name: 'Call Expert' })).toHaveAttribute('href', `tel:${company.phone.e164}`);
    await expect(cta.getByText(company.phone.display)).toBeVisible();
    await cta.getByRole('link', { name: 'Book Now' }).click();
    await expect(page).toHaveURL(/\/book\/$/);
  });

  test('the quick booking form works with the keyboard alone @mobile', async ({ page }) => {
    const form = bookingForm(page);
    const oneWay = form.getByRole('tab', { name: 'One Way' });
    for (let i = 0; i < 20 && !(await isFocused(oneWay)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(oneWay).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(form.getByRole('tab', { name: 'Round Trip' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(form.getByRole('tab', { name: 'Multi-City' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Tab'); // the tab panel
    await page.keyboard.press('Tab');
    await expect(form.getByRole('link', { name: 'Add Leg' })).toBeFocused();

    await page.keyboard.press('Tab');
    await expect(form.getByLabel('From')).toBeFocused();
    await page.keyboard.press('Enter'); // submitting empty lands back on From with the errors
    await expect(form.getByText('Please enter where you are flying from.')).toBeVisible();
    await expect(form.getByLabel('From')).toBeFocused();
    await page.keyboard.type('Mumbai');
    await page.keyboard.press('Tab');
    await page.keyboard.type('London');
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('Date')).toBeFocused();
    const date = inDays(10);
    await page.keyboard.type(typedDate(date));
    await expect(form.getByLabel('Date')).toHaveValue(isoDate(date));
    // Chromium's date and time inputs have their own picker buttons, more Tab stops on the way.
    const passengers = form.getByLabel('Passengers');
    for (let i = 0; i < 6 && !(await isFocused(passengers)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(passengers).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(form.getByLabel('Passengers')).toHaveValue('2');
    await page.keyboard.press('Enter');
    // No endpoint here: the confirmation hands the request on; closing it returns to the form.
    await expect(requestDialog(page)).toContainText('London');
    await expectHandoffAndClose(page);
    await expect(passengers).toBeFocused();
    await expect(form.getByLabel('From')).toHaveValue('Mumbai');
  });
});

test.describe('home page without the photo CDN', () => {
  // The failed photo requests log console errors on purpose.
  test.use({ failOnConsoleErrors: false });

  test('keeps its layout and shows described fallbacks when photos fail @mobile', async ({ page, consoleErrors }) => {
    await page.route('https://images.unsplash.com/**', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const heroAlt = 'A business jet waiting on an airport apron at dusk, seen nose-on';
    await expect(page.getByRole('img', { name: heroAlt })).toBeVisible();
    // The fallback writes the description out as text; a loaded <img> would not.
    await expect(page.getByText(heroAlt)).toBeVisible();
    await expect(page.locator('img[alt="' + heroAlt + '"]')).toHaveCount(0);
    await carousel(page).scrollIntoViewIfNeeded(); // its photos load lazily
    const slide = carousel(page).getByRole('group', { name: 'Slide 1 of 4' });
    await expect(slide.getByText('A light private jet parked on the apron, seen from the front')).toBeVisible();
    await expect(bookingForm(page).getByRole('button', { name: 'Send Booking Request' })).toBeVisible();
    expect(consoleErrors.filter((error) => error.startsWith('pageerror'))).toEqual([]);
  });
});

test.describe('home page coming to life', () => {
  test('nothing on the page moves while it loads and hydrates @mobile', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { layoutShift: number };
      w.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.layoutShift += (entry as PerformanceEntry & { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBe(0);
  });
});
