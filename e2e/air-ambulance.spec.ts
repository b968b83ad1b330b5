import type { Locator, Page, Route } from '@playwright/test';
import { medevacContent } from '../lib/medevac/whatsapp-text';
import { renderBody } from '../lib/requests/render';
import { airAmbulanceDefaults } from '../lib/schemas/forms/air-ambulance-options';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { company, SITE } from './helpers/company';
import { expectFocusVisible, isFocused, tabUntil } from './helpers/focus';
import { enterLiterally, expectUnharmed, LONE_SURROGATE, NAMED_ATTACKS, watchDialogs } from './helpers/hostile';
import { shown } from './helpers/select';
import { COMPANY_CHAT, openWhatsApp } from './helpers/whatsapp';

const PATH = '/air-ambulance/';
const TEL = `tel:${company.phone.e164}`;
const HEADING = 'Air ambulance request for the Vayu Jets medical desk';

const requestForm = (page: Page) => page.getByRole('form', { name: 'Request an air ambulance' });
const textbox = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const radio = (scope: Page | Locator, name: string) => scope.getByRole('radio', { name, exact: true });
const send = (page: Page) => page.getByRole('button', { name: 'Send request on WhatsApp' });

/** Every tab the page opens from now on. */
function watchTabs(page: Page) {
  const opened: Page[] = [];
  page.context().on('page', (tab) => opened.push(tab));
  return opened;
}

/** Sends the request and returns the answers in the WhatsApp text of the tab it opens. */
async function sendAndReadWhatsApp(page: Page, press: () => Promise<void>) {
  const { url, text, opener } = await openWhatsApp(page, press);
  expect(url.origin + url.pathname).toBe(COMPANY_CHAT);
  expect(opener, 'the WhatsApp tab cannot reach back into this page').toBeNull();
  // Every request ends with its reference, when it was made (Mumbai) and the page it came from.
  const [answers, footer] = (text ?? '').split('\n\nReference: ');
  expect(footer).toMatch(
    /^VJ-[0-9A-HJKMNP-TV-Z]{6}\nMade: \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(Mumbai time\)\nPage: \/air-ambulance\/$/,
  );
  return answers;
}

/** Everything the browser could keep for this site after the visit. */
async function storedState(page: Page) {
  const inPage = await page.evaluate(() => ({
    local: Object.entries(localStorage),
    session: Object.entries(sessionStorage),
    cookie: document.cookie,
    url: location.href,
    history: history.length,
  }));
  return { ...inPage, cookies: await page.context().cookies() };
}

test.describe('/air-ambulance', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(PATH);
  });

  test('at 375px the medical desk is on screen before any scrolling @medevac @mobile', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.evaluate(() => window.scrollTo(0, 0));
    const call = page.getByRole('link', { name: 'Call the medical desk' });
    const whatsapp = page.getByRole('link', { name: 'WhatsApp the medical desk' });
    await expect(call).toHaveAttribute('href', TEL);
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    const chat = new URL((await whatsapp.getAttribute('href'))!);
    expect(chat.origin + chat.pathname).toBe(COMPANY_CHAT);
    expect(chat.searchParams.get('text')).toContain('air ambulance');
    await expect(page.getByText('Answered 24/7')).toBeVisible();
    for (const element of [call, whatsapp, page.getByText('Answered 24/7')]) {
      await expect(element).toBeInViewport({ ratio: 1 });
      const box = (await element.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(667);
    }
    // Nothing wider than the phone: no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('the request asks what the desk needs, and says it stores nothing @medevac', async ({ page }) => {
    const form = requestForm(page);
    const groups: [string, string[]][] = [
      ["Patient's condition", ['Stable', 'Needs monitoring', 'Critical']],
      ['Transfer', ['Bed to bed', 'Airport to airport']],
      ['When', ['As soon as possible', 'On a date']],
      ['Medical escort', ['Doctor', 'Nurse', 'Doctor and nurse']],
    ];
    for (const [name, options] of groups) {
      const group = form.getByRole('radiogroup', { name, exact: true });
      const radios = group.getByRole('radio');
      await expect(radios).toHaveCount(options.length);
      for (const [index, option] of options.entries()) await expect(radios.nth(index)).toHaveAccessibleName(option);
    }
    await expect(radio(form, 'As soon as possible')).toBeChecked();
    await expect(textbox(form, 'Date')).toHaveValue('');
    for (const name of ['From', 'To', 'Contact name', 'Contact phone']) await expect(textbox(form, name)).toBeVisible();
    for (const name of ['Stretcher', 'Oxygen'])
      await expect(form.getByRole('checkbox', { name, exact: true })).not.toBeChecked();
    const companions = form.getByRole('combobox', { name: 'Companions' });
    await expect(companions.getByRole('option')).toHaveText(['0', '1', '2', '3']);
    await expect(shown(companions)).toHaveText('0');
    await expect(form.getByRole('textbox', { name: /diagnos/i })).toHaveCount(0);
    await expect(form.getByRole('link', { name: 'Call instead' })).toHaveAttribute('href', TEL);
    await expect(page.getByText(/This form stores nothing/)).toBeVisible();
  });

  test('what to expect, in plain words @medevac', async ({ page }) => {
    const section = page.getByRole('region', { name: 'What to expect' });
    await expect(section).toContainText('about 12 working hours');
    await expect(section).toContainText('watch hours');
    await expect(section).toContainText('Payment is taken in advance');
    await expect(section).toContainText('final say');
    await expect(section.getByRole('listitem').filter({ hasText: 'fit-to-fly certificate' })).toHaveCount(1);
    await expect(section.getByRole('listitem').filter({ hasText: 'ID or passport' })).toHaveCount(1);
    await expect(section.getByRole('listitem').filter({ hasText: 'receiving hospital’s acceptance' })).toHaveCount(1);
  });

  test('an empty request focuses Contact name, explains each error and opens nothing @medevac @mobile', async ({
    page,
  }) => {
    const opened = watchTabs(page);
    const form = requestForm(page);
    await send(page).click();
    const name = textbox(form, 'Contact name');
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Please enter the name the medical desk should ask for.');
    await expect(textbox(form, 'Contact phone')).toHaveAccessibleDescription(
      /Please enter a phone number the medical desk can call\./,
    );
    for (const optional of ['From', 'To']) await expect(textbox(form, optional)).not.toHaveAttribute('aria-invalid');
    expect(opened).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test('a number the desk cannot dial and a past date are refused, first error focused @medevac', async ({ page }) => {
    const opened = watchTabs(page);
    const form = requestForm(page);
    await textbox(form, 'Contact name').fill('Priya Shah');
    await textbox(form, 'Contact phone').fill('2682 1234');
    await send(page).click();
    const phone = textbox(form, 'Contact phone');
    await expect(phone).toBeFocused();
    await expect(form.getByText('Please enter a valid phone number: 10 digits in India')).toBeVisible();

    const date = textbox(form, 'Date');
    await date.fill('2020-01-15');
    await expect(radio(form, 'On a date'), 'a date chooses On a date').toBeChecked();
    await phone.fill('+44 20 7946 0958');
    await send(page).click();
    await expect(date).toBeFocused();
    await expect(date).toHaveAccessibleDescription(/Please choose today or a later date \(Mumbai time\)\./);
    await expect(phone).not.toHaveAttribute('aria-invalid');

    await date.fill('');
    await send(page).click();
    await expect(form.getByText('Please choose the date of the flight, or As soon as possible.')).toBeVisible();
    expect(opened).toEqual([]);

    await date.fill('2030-01-15');
    await radio(form, 'As soon as possible').check();
    await expect(date, 'As soon as possible clears the date').toHaveValue('');
  });

  test('a complete request opens WhatsApp with every answer, and leaves nothing behind @medevac @mobile', async ({
    page,
  }) => {
    const before = await storedState(page);
    const form = requestForm(page);
    await radio(form, 'Needs monitoring').check();
    await radio(form, 'Airport to airport').check();
    await textbox(form, 'From').fill('Zephyr Clinic, Srinagar');
    await textbox(form, 'To').fill('Quillon Heart Institute, Kochi');
    await radio(form, 'On a date').check();
    await textbox(form, 'Date').fill('2030-01-15');
    await form.getByRole('checkbox', { name: 'Stretcher' }).check();
    await radio(form, 'Nurse').check();
    await form.getByRole('combobox', { name: 'Companions' }).selectOption('3');
    await textbox(form, 'Contact name').fill('Xavientha Rao');
    await textbox(form, 'Contact phone').fill('+1 (212) 555-0123');

    const text = await sendAndReadWhatsApp(page, () => send(page).click());
    expect(text).toBe(
      [
        HEADING,
        '',
        "Patient's condition: Needs monitoring",
        'Transfer: Airport to airport',
        'From: Zephyr Clinic, Srinagar',
        'To: Quillon Heart Institute, Kochi',
        'When: Tue, 15 Jan 2030 (Mumbai time)',
        'Stretcher: Yes',
        'Oxygen: not answered',
        'Medical escort: Nurse',
        'Companions: 3',
        'Contact name: Xavientha Rao',
        'Contact phone: +1 (212) 555-0123',
      ].join('\n'),
    );
    await expect(page.getByRole('status').filter({ hasText: 'Your request is ready in WhatsApp.' })).toBeVisible();

    const after = await storedState(page);
    expect(after).toEqual(before);
    const everything = JSON.stringify(after);
    for (const typed of ['Zephyr', 'Quillon', 'Xavientha', '555', 'monitoring', '2030'])
      expect(everything, `"${typed}" is not kept anywhere`).not.toContain(typed);
    expect(new URL(after.url).pathname + new URL(after.url).search + new URL(after.url).hash).toBe(PATH);
  });

  test('hostile text reaches WhatsApp exactly as typed, and nothing typed ever runs @medevac', async ({ page }) => {
    test.slow();
    const dialogs = watchDialogs(page);
    const form = requestForm(page);
    await textbox(form, 'Contact phone').fill('+91 98200 07777');
    for (const attack of [...NAMED_ATTACKS, LONE_SURROGATE]) {
      await enterLiterally(textbox(form, 'From'), attack);
      await enterLiterally(textbox(form, 'Contact name'), `${attack} & family`);
      const typed = {
        ...airAmbulanceDefaults,
        from: (await textbox(form, 'From').inputValue()).trim(),
        contactName: (await textbox(form, 'Contact name').inputValue()).trim(),
        contactPhone: '+91 98200 07777',
      };
      const text = await sendAndReadWhatsApp(page, () => send(page).click());
      expect(text).toBe(renderBody(medevacContent(typed, HEADING)).toWellFormed());
      expect(text).toContain(`\nFrom: ${typed.from.toWellFormed()}\n`);
    }
    await expectUnharmed(page, dialogs);
  });

  test('keyboard only: answer, choose and send without a mouse @medevac', async ({ page }) => {
    test.slow();
    const form = requestForm(page);
    const isAt = (locator: Locator) => () => isFocused(locator);
    await tabUntil(page, isAt(radio(form, 'Stable')));
    const press = async (key: string) => {
      await page.keyboard.press(key);
      await expectFocusVisible(page, key);
    };
    await press('ArrowRight');
    await press('ArrowRight');
    await expect(radio(form, 'Critical')).toBeChecked();
    await press('Tab');
    await press('Space');
    await expect(radio(form, 'Bed to bed')).toBeChecked();
    await press('Tab');
    await page.keyboard.type('Ward 4, Lilavati Hospital, Mumbai');
    await press('Tab');
    await page.keyboard.type('Apollo Hospital, Chennai');
    await press('Tab');
    await expect(radio(form, 'As soon as possible')).toBeFocused();
    // On past the date's own fields to the checkboxes.
    await tabUntil(page, isAt(form.getByRole('checkbox', { name: 'Stretcher' })), { max: 6 });
    await press('Space');
    await press('Tab');
    await press('Space');
    await press('Tab');
    await expect(radio(form, 'Doctor')).toBeFocused();
    await press('ArrowRight');
    await press('ArrowRight');
    await expect(radio(form, 'Doctor and nurse')).toBeChecked();
    await press('Tab');
    await press('ArrowDown');
    await expect(shown(form.getByRole('combobox', { name: 'Companions' }))).toHaveText('1');
    await press('Tab');
    await page.keyboard.type('Priya Shah');
    await press('Tab');
    await page.keyboard.type('98200 07777');
    const text = await sendAndReadWhatsApp(page, () => page.keyboard.press('Enter'));
    expect(text?.split('\n').slice(2)).toEqual([
      "Patient's condition: Critical",
      'Transfer: Bed to bed',
      'From: Ward 4, Lilavati Hospital, Mumbai',
      'To: Apollo Hospital, Chennai',
      'When: As soon as possible',
      'Stretcher: Yes',
      'Oxygen: Yes',
      'Medical escort: Doctor and nurse',
      'Companions: 1',
      'Contact name: Priya Shah',
      'Contact phone: 98200 07777',
    ]);
    expect(new URL(page.url()).search).toBe('');
  });
});

test.describe('/air-ambulance on a flaky connection', () => {
  test.use({ failOnConsoleErrors: false });

  test('a dropped connection says so and points to the phone; the next try sends @medevac', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(PATH);
    // Validation loads on first focus or send: fail its chunks, as a network drop would.
    const drop = (route: Route) => route.abort('internetdisconnected');
    await page.route('**/_next/static/chunks/**', drop);
    const opened = watchTabs(page);
    const form = requestForm(page);
    await textbox(form, 'Contact name').fill('Priya Shah');
    await textbox(form, 'Contact phone').fill('98200 07777');
    await send(page).click();
    await expect(page.getByRole('status')).toHaveText(
      'We could not prepare your WhatsApp message. Check your connection and try again, or call the medical desk now: we answer 24/7.',
    );
    expect(opened).toEqual([]);
    await page.unroute('**/_next/static/chunks/**', drop);
    const text = await sendAndReadWhatsApp(page, () => send(page).click());
    expect(text).toContain('Contact phone: 98200 07777');
    await expect(page.getByRole('status')).toContainText('Your request is ready in WhatsApp.');
    // The failed downloads are logged; nothing else is (no unhandled rejection).
    expect(consoleErrors.filter((error) => !error.includes('net::ERR_INTERNET_DISCONNECTED'))).toEqual([]);
  });
});

test.describe('/air-ambulance without JavaScript', () => {
  test('the desk links work and Enter or Send puts nothing in the address @medevac', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto(PATH);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() || /Priya|98200/.test(request.url())) requests.push(request.url());
    });
    await expect(page.getByRole('link', { name: 'Call the medical desk' })).toHaveAttribute('href', TEL);
    const form = requestForm(page);
    await textbox(form, 'Contact name').fill('Priya Shah');
    await textbox(form, 'Contact phone').fill('+91 98200 07777');
    await textbox(form, 'Contact phone').press('Enter');
    await send(page).click();
    await page.waitForTimeout(500);
    expect(page.url()).toBe(`${baseURL}${PATH}`);
    expect(requests).toEqual([]);
    await context.close();
  });
});

test.describe('ways in', () => {
  test('from the Medical Evacuation card on /services, beside Book Now and Learn More @medevac', async ({ page }) => {
    await page.goto('/services/');
    const card = page.getByRole('article', { name: 'Medical Evacuation Jets' });
    await expect(card.getByRole('link', { name: 'Book Now', exact: true })).toHaveAttribute('href', /^\/book\//);
    await expect(card.getByRole('link', { name: 'Learn More', exact: true })).toHaveAttribute(
      'href',
      '/services/medical-evacuation-jets/',
    );
    await card.getByRole('link', { name: 'Request an air ambulance' }).click();
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await expect(requestForm(page)).toBeVisible();
  });

  test('from the footer and from /contact, and listed in the sitemap @medevac', async ({ page, request }) => {
    await page.goto('/contact/');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Medical Evacuation' })).toHaveAttribute(
      'href',
      PATH,
    );
    await page.getByRole('main').getByRole('link', { name: 'Request an air ambulance' }).click();
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await expect(requestForm(page)).toBeVisible();
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${SITE}${PATH}</loc>`);
  });
});
