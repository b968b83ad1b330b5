import type { Locator, Page } from '@playwright/test';
import { engageAndWaitUntilLive, expect, expectNoAxeViolations, test } from './fixtures';
import { signUp, uniqueEmail } from './helpers/accounts';
import { company } from './helpers/company';
import { expectHandoffAndClose } from './helpers/request-dialog';
import { toast } from './helpers/toast';

/** A date `days` from today in Mumbai, as YYYY-MM-DD. */
const mumbaiDay = (days: number) => new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const leg = (page: Page, number: number) => page.getByRole('group', { name: `Leg ${number}`, exact: true });
const city = (scope: Page | Locator, name: 'Departure city' | 'Arrival city') =>
  scope.getByRole('combobox', { name, exact: true });
const textbox = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });
const panel = (page: Page) => page.getByRole('region', { name: 'Route estimate' });
const reference = (page: Page) => panel(page).getByText(/^VJ-[0-9A-Z]{6}$/);

async function fillLeg(scope: Page | Locator, from: string, to: string, date: string, time: string) {
  await city(scope, 'Departure city').fill(from);
  await city(scope, 'Arrival city').fill(to);
  await textbox(scope, 'Departure date').fill(date);
  await textbox(scope, 'Departure time').fill(time);
}

const totalOf = async (page: Page) =>
  (
    await panel(page)
      .getByRole('row', { name: /Estimated total/ })
      .innerText()
  ).match(/₹[\d,]+/)?.[0] ?? '';

/** Mumbai to Dubai and back two nights later, in a light jet for 4 (the return date comes last). */
async function planRoundTrip(page: Page) {
  await tab(page, 'Round Trip').click();
  await page.getByRole('combobox', { name: 'Passengers' }).selectOption({ label: '4 Passengers' });
  await fillLeg(page, 'BOM', 'DXB', mumbaiDay(10), '09:00');
  await textbox(page, 'Return time').fill('18:00');
  await textbox(page, 'Return date').fill(mumbaiDay(12));
  await expect(panel(page).getByRole('row', { name: /Crew night halt/ })).toHaveCount(1);
}

test.describe('trip planner on /book', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/book/');
  });

  test('One Way is selected first; the tabs work with arrow keys; Round Trip asks for the return @planner @book @mobile', async ({
    page,
  }) => {
    await expect(page.getByRole('tablist', { name: 'Trip type' })).toBeVisible();
    await expect(tab(page, 'One Way')).toHaveAttribute('aria-selected', 'true');
    await expect(textbox(page, 'Return date')).toHaveCount(0);
    await expect(page.getByRole('tabpanel')).toHaveAccessibleName('One Way');

    await tab(page, 'One Way').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Round Trip')).toBeFocused();
    await expect(tab(page, 'Round Trip')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Tab');
    await expect(city(page, 'Departure city')).toBeFocused();

    await button(page, 'Submit Booking Request').click();
    await expect(page.getByText('Please choose a return date.', { exact: true })).toBeVisible();
    await expect(page.getByText('Please choose a return time.', { exact: true })).toBeVisible();
    await fillLeg(page, 'Mumbai', 'Goa', mumbaiDay(5), '10:00');
    await textbox(page, 'Return date').fill(mumbaiDay(4));
    await textbox(page, 'Return time').fill('10:00');
    await button(page, 'Submit Booking Request').click();
    await expect(page.getByText('The return cannot be before the outbound departure.')).toBeVisible();
    await expect(textbox(page, 'Return date')).toBeFocused();
    await textbox(page, 'Return date').fill(mumbaiDay(6));
    await button(page, 'Submit Booking Request').click();
    await expectHandoffAndClose(page);

    await tab(page, 'Round Trip').focus();
    await page.keyboard.press('End');
    await expect(tab(page, 'Multi-City')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(tab(page, 'One Way')).toHaveAttribute('aria-selected', 'true');
    await expect(textbox(page, 'Return date')).toHaveCount(0);
  });

  test('Multi-City builds up to 6 legs by keyboard, each starting where the last one lands @planner @mobile', async ({
    page,
  }) => {
    await tab(page, 'One Way').focus();
    await page.keyboard.press('End');
    await expect(leg(page, 1)).toBeVisible();
    await city(leg(page, 1), 'Departure city').fill('Mumbai');
    await city(leg(page, 1), 'Arrival city').fill('Delhi');
    await expect(city(leg(page, 2), 'Departure city')).toHaveValue('Delhi');
    await expect(button(page, 'Remove leg 2')).toHaveCount(0);
    await city(leg(page, 2), 'Arrival city').fill('Jaipur');

    const addLeg = button(page, 'Add Leg');
    await addLeg.focus();
    await page.keyboard.press('Enter');
    await expect(city(leg(page, 3), 'Departure city')).toHaveValue('Jaipur');
    await expect(city(leg(page, 3), 'Arrival city')).toBeFocused();
    await page.keyboard.type('Goa');
    for (const number of [4, 5, 6]) {
      await addLeg.click();
      await expect(leg(page, number)).toBeVisible();
    }
    await expect(leg(page, 7)).toHaveCount(0);
    await expect(addLeg).toBeDisabled();
    await expect(page.getByText('Up to 6 legs per itinerary: for a longer trip, message a consultant.')).toBeVisible();

    await button(leg(page, 3), 'Remove leg 3').click();
    await expect(leg(page, 6)).toHaveCount(0);
    await expect(city(leg(page, 3), 'Departure city')).toHaveValue('Goa');
    await expect(addLeg).toBeEnabled();

    // Dates never go backwards from one leg to the next.
    await textbox(leg(page, 1), 'Departure date').fill(mumbaiDay(8));
    await textbox(leg(page, 2), 'Departure date').fill(mumbaiDay(7));
    await button(page, 'Submit Booking Request').click();
    await expect(leg(page, 2).getByText('This leg cannot depart before the previous leg.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the estimate covers the whole trip, with a reference the address reopens anywhere @planner @smoke', async ({
    page,
    browser,
  }) => {
    await planRoundTrip(page);
    const estimate = panel(page);
    await expect(estimate).toContainText('Mumbai (BOM) → Dubai (DXB) → Mumbai (BOM), Light Jet');
    await expect(estimate.getByRole('row', { name: /^Leg 1/ })).toContainText('Mumbai (BOM) → Dubai (DXB)');
    await expect(estimate.getByRole('row', { name: /^Leg 2/ })).toContainText('Dubai (DXB) → Mumbai (BOM)');
    const halts = estimate.getByRole('row', { name: /Crew night halt/ });
    await expect(halts).toContainText('2 nights after leg 1');
    await expect(halts).toContainText('₹90,000');
    await expect(estimate).toContainText('After leg 1: the aircraft and crew wait 2 nights at Dubai (DXB)');
    await expect(estimate.getByRole('row', { name: /Airport and handling charges/ })).toContainText('2 landings');
    await expect(estimate.getByRole('heading', { name: 'Not included' })).toBeVisible();
    const total = await totalOf(page);
    const ref = await reference(page).innerText();

    // The address holds the trip, without a history entry per change.
    const url = new URL(page.url());
    expect(url.searchParams.get('trip')).toBe('round-trip');
    expect(url.searchParams.get('rdate')).toBe(mumbaiDay(12));
    expect(await page.evaluate(() => history.length)).toBeLessThanOrEqual(2);

    const other = await browser.newContext();
    const reopened = await other.newPage();
    await reopened.goto(url.pathname + url.search);
    await engageAndWaitUntilLive(reopened);
    await expect(tab(reopened, 'Round Trip')).toHaveAttribute('aria-selected', 'true');
    await expect(textbox(reopened, 'Return time')).toHaveValue('18:00');
    await expect(panel(reopened).getByRole('row', { name: /Estimated total/ })).toContainText(total);
    await expect(reference(reopened)).toHaveText(ref);

    // Tampered parameters are ignored one by one; the rest of the trip still opens.
    await reopened.goto(
      `/book/?trip=multi-city&from=Pune&to=Goa&date=2027-02-30&time=99:99&pax=400&jet=rocket&from2=%00`,
    );
    await engageAndWaitUntilLive(reopened);
    await expect(tab(reopened, 'Multi-City')).toHaveAttribute('aria-selected', 'true');
    await expect(city(leg(reopened, 1), 'Arrival city')).toHaveValue('Goa');
    await expect(textbox(leg(reopened, 1), 'Departure date')).toHaveValue('');
    await expect(reopened.getByRole('combobox', { name: 'Passengers' })).toHaveValue('1');
    await other.close();
  });

  test('WhatsApp and e-mail carry every leg, the total and the reference; Copy link and Print quote @planner', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await planRoundTrip(page);
    const ref = await reference(page).innerText();
    const total = (
      await panel(page)
        .getByRole('row', { name: /Estimated total/ })
        .innerText()
    ).match(/₹[\d,]+/)?.[0];

    await page.evaluate(() => {
      const opened: string[] = [];
      Object.assign(window, { opened, print: () => opened.push('print') });
      window.open = (url?: string | URL) => (opened.push(String(url)), null);
    });
    await button(page, 'WhatsApp Consultation').click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { opened: string[] }).opened.length)).toBe(1);
    const [whatsapp] = await page.evaluate(() => (window as unknown as { opened: string[] }).opened);
    const text = new URL(whatsapp).searchParams.get('text') ?? '';
    expect(text).toMatch(/Leg 1: BOM → DXB, .+ at 09:00/);
    expect(text).toMatch(/Leg 2: DXB → BOM, .+ at 18:00/);
    expect(text).toContain('Passengers: 4');
    expect(text).toContain('Jet type: Light Jet');
    expect(text).toContain(`Estimated total: ${total}`);
    expect(text).toContain(`Quote reference: ${ref}`);

    // The e-mail is worded when the pointer reaches the link, not on every keystroke.
    const mailLink = page.getByRole('link', { name: 'Email this quote' });
    await mailLink.hover();
    const mail = new URL((await mailLink.getAttribute('href')) ?? '');
    expect(mail.protocol).toBe('mailto:');
    expect(mail.pathname).toBe(company.email);
    expect(mail.searchParams.get('subject')).toBe(`Vayu Jets quote ${ref}`);
    expect(mail.searchParams.get('body')).toBe(text);

    await button(page, 'Copy link').click();
    await expect(toast(page, 'Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

    await button(page, 'Print quote').click();
    expect(await page.evaluate(() => (window as unknown as { opened: string[] }).opened)).toContain('print');

    // The print sheet: no header, footer, navigation, buttons or floating WhatsApp; the quote on one A4 page.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('link', { name: 'Chat on WhatsApp' })).toBeHidden();
    await expect(button(page, 'Print quote')).toBeHidden();
    await expect(page.getByRole('form', { name: 'Flight details' })).toBeHidden();
    const sheet = page.locator('[data-quote-sheet]');
    await expect(sheet).toBeVisible();
    await expect(sheet).toContainText(`Quote reference ${ref}`);
    await expect(sheet).toContainText(company.phone.display);
    await expect(sheet).toContainText(company.email);
    await expect(panel(page).getByRole('heading', { name: 'How we estimate' })).toBeVisible();
    const pages = async () => {
      const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
      return pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length;
    };
    expect(await pages()).toBe(1);

    // Three legs, positioning, night halts and the seat warning still fit one page (a heavy jet flies
    // every hop non-stop; we plan no fuel stops).
    const legs = ['DEL', 'DXB', 'LHR', 'GVA'];
    const query = legs.slice(0, 3).map((from, i) => {
      const n = i === 0 ? '' : String(i + 1);
      return `from${n}=${from}&to${n}=${legs[i + 1]}&date${n}=${mumbaiDay(10 + 2 * i)}&time${n}=09:00`;
    });
    await page.goto(`/book/?trip=multi-city&${query.join('&')}&jet=heavy&pax=16`);
    await expect(sheet).toContainText('LHR');
    await expect(panel(page).getByRole('row', { name: /Crew night halt/ })).toHaveCount(2);
    expect(await pages()).toBe(1);

    // Unpriced (a place the rate card does not know), "Email this quote" still carries the quote.
    await page.emulateMedia({ media: 'screen' });
    await page.goto(`/book/?from=BOM&to=Shimla%20helipad&date=${mumbaiDay(10)}&time=09:00&pax=3&jet=light`);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await expect(sheet).toContainText('Shimla helipad');
    const unpricedRef = (await sheet.textContent())?.match(/VJ-[0-9A-Z]{6}/)?.[0];
    await mailLink.hover();
    const unpriced = new URL((await mailLink.getAttribute('href')) ?? '');
    expect(unpriced.searchParams.get('subject')).toBe(`Vayu Jets quote ${unpricedRef}`);
    const body = unpriced.searchParams.get('body') ?? '';
    expect(body).toMatch(
      /\nDeparture: BOM\nArrival: Shimla helipad\nDate: .+\nTime: 09:00\nPassengers: 3\nJet type: Light Jet\n/,
    );
    expect(body).not.toContain('₹');
    expect(body.split('\n').slice(-3)).toEqual([
      '',
      'Estimate: to be confirmed: “Shimla helipad” is not in our airport list',
      `Quote reference: ${unpricedRef}`,
    ]);
  });

  test('Save trip needs an account; saved trips are listed, reopened and removed on the dashboard @planner', async ({
    page,
  }) => {
    test.slow(); // two sign-ups, each a 600,000-iteration password hash
    await planRoundTrip(page);
    await button(page, 'Save trip').click();
    const explain = page.getByRole('status').filter({ hasText: 'Saving a trip needs an account.' });
    const tripUrl = page.url();
    // Both come back to this trip afterwards (account-customer.spec.ts follows the login).
    const back = encodeURIComponent(tripUrl.slice(new URL(tripUrl).origin.length));
    await expect(explain.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', `/login/?next=${back}`);
    await expect(explain.getByRole('link', { name: 'sign up' })).toHaveAttribute('href', `/signup/?next=${back}`);

    const email = uniqueEmail('planner');
    await signUp(page, { email, password: 'Correct horse 1' });
    await page.waitForURL('**/dashboard/');
    const saved = page.getByRole('region', { name: 'Saved trips' });
    await expect(saved).toContainText('No saved trips yet.');

    await page.goto(tripUrl);
    const ref = await reference(page).innerText();
    await button(page, 'Save trip').click();
    await expect(toast(page, 'Trip saved')).toBeVisible();
    const stored = await page.evaluate(() => localStorage.getItem('vayu-jets:trips') ?? '');
    expect(stored).toContain(ref);
    expect(stored).not.toContain('total');

    await page.goto('/dashboard/');
    const item = saved.getByRole('listitem', { name: `Trip ${ref}` });
    await expect(item).toContainText('Mumbai → Dubai → Mumbai');
    await expect(item).toContainText(`Quote reference ${ref}`);
    await expect(item).toContainText('Light Jet');
    await expect(item).toContainText(/Estimated total ₹[\d,]+/);
    await item.getByRole('link', { name: 'Open' }).click();
    await page.waitForURL('**/book/?**');
    await expect(tab(page, 'Round Trip')).toHaveAttribute('aria-selected', 'true');
    await expect(reference(page)).toHaveText(ref);

    // Another account never sees it, and removing its own trip leaves the first account's alone.
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await signUp(page, { email: uniqueEmail('other'), password: 'Correct horse 2' });
    await page.waitForURL('**/dashboard/');
    await expect(saved).toContainText('No saved trips yet.');
    await page.goto('/book/?from=DEL&to=GOI');
    const otherRef = await reference(page).innerText();
    await button(page, 'Save trip').click();
    await expect(toast(page, 'Trip saved')).toBeVisible();
    await page.goto('/dashboard/');
    await expect(saved.getByRole('listitem')).toHaveCount(1);
    await saved
      .getByRole('listitem', { name: `Trip ${otherRef}` })
      .getByRole('button', { name: 'Remove' })
      .click();
    await expect(toast(page, 'Trip removed')).toBeVisible();
    await expect(saved).toContainText('No saved trips yet.');
    await page.reload();
    await expect(saved).toContainText('No saved trips yet.');
    const left = await page.evaluate(() => localStorage.getItem('vayu-jets:trips') ?? '');
    expect(left).toContain(ref);
    expect(left).not.toContain(otherRef);
  });
});
