import type { Browser, Page } from '@playwright/test';
import { dashboards } from '@/content/dashboards';
import { deskMessages as M } from '@/content/desk-messages';
import { requestStanding as S } from '@/content/request-standing';
import { formatLongDate } from '@/lib/estimate/format';
import { fillMessage } from '@/lib/fill-message';
import { expect, test } from './fixtures';
import { fillSignup, uniqueEmail } from './helpers/accounts';
import { isoInDays } from './helpers/dates';
import { figure } from './helpers/desks';
import { REFERENCE, requestDialog } from './helpers/request-dialog';
import { bookFromBook, startSiteAndInbox, type SiteAndInbox } from './helpers/site-and-inbox';

// A customer's booking and the desk's answers to it, across the two processes `npm start` runs: no stub
// between the site in one browser and the desk screen in another.

const DESK = { email: 'coordinator@vayujets.example', password: 'a long desk passphrase' };
const NOTE = 'Citation XLS, lunch on board';
const REASON = 'No crew free on that date.';
const FLIGHT_DATE = isoInDays(20);

let pair: SiteAndInbox;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  pair = await startSiteAndInbox({ deskUser: DESK });
});
test.afterAll(() => pair?.stop());

/** The desk's own browser, signed in at /desk/: a person apart from the visitor. */
async function signInAtDesk(browser: Browser) {
  const desk = await (await browser.newContext()).newPage();
  await desk.goto(`${pair.inbox}/desk/`);
  await desk.getByLabel(M.signIn.email).fill(DESK.email);
  await desk.getByLabel(M.signIn.password).fill(DESK.password);
  await desk.getByRole('button', { name: M.signIn.submit }).click();
  await expect(desk.getByRole('heading', { name: M.queue.title })).toBeVisible();
  return desk;
}

async function openInQueue(desk: Page, reference: string) {
  await desk.goto(`${pair.inbox}/desk/`);
  await desk.getByLabel(M.queue.search).fill(reference);
  await desk.getByRole('button', { name: M.queue.apply }).click();
  await desk
    .getByRole('row', { name: new RegExp(reference) })
    .getByRole('link', { name: reference })
    .click();
  await expect(desk.getByRole('heading', { level: 1 })).toContainText(reference);
}

async function expectChanged(desk: Page, status: string) {
  await expect(desk.getByRole('status')).toHaveText(M.request.changed);
  await expect(desk.getByRole('heading', { name: new RegExp(M.request.status) })).toContainText(status);
}

test('a booking on /book is answered at the desk, and the visitor’s dashboard follows each answer', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const item = (reference: string) => page.getByRole('listitem', { name: `Request ${reference}` });
  // The visitor looks at the tab again, as after answering the phone: the page asks, nothing reloads.
  const lookAgain = () => page.evaluate(() => window.dispatchEvent(new Event('focus')));
  let quoted = '';
  let declined = '';

  await test.step('a customer signs up and books twice on /book; both are Received', async () => {
    await page.goto(`${pair.site}/signup/`);
    await fillSignup(page, { email: uniqueEmail('journey'), password: 'Monsoon skies 42' });
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/$/, { timeout: 30_000 });
    quoted = await bookFromBook(page, pair.site);
    declined = await bookFromBook(page, pair.site);
    await page.goto(`${pair.site}/dashboard/`);
    for (const reference of [quoted, declined]) await expect(item(reference)).toContainText(S.received);
  });

  const desk = await test.step('the desk signs in and finds the first in its queue', () => signInAtDesk(browser));

  await test.step('the desk marks it Quoted ₹7,50,000 with a note; Your requests shows both', async () => {
    await openInQueue(desk, quoted);
    await desk.getByLabel(M.request.amount).fill('7,50,000');
    await desk.getByLabel(M.request.note).fill(NOTE);
    await desk.getByRole('button', { name: M.request.quote }).click();
    await expectChanged(desk, M.statuses.quoted);
    await lookAgain();
    await expect(item(quoted)).toContainText(fillMessage(S.quoted, { amount: '₹7,50,000' }));
    await expect(item(quoted)).toContainText(`${S.noteLabel} ${NOTE}`);
  });

  await test.step('Confirmed for a date ahead, and the other Declined: one upcoming flight', async () => {
    await desk.getByLabel(M.request.flightDate).fill(FLIGHT_DATE);
    await desk.getByLabel(M.request.flightTime).fill('10:30');
    await desk.getByRole('button', { name: M.request.confirm }).click();
    await expectChanged(desk, M.statuses.confirmed);
    await openInQueue(desk, declined);
    await desk.getByLabel(M.request.reason).fill(REASON);
    await desk.getByRole('button', { name: M.request.decline }).click();
    await expectChanged(desk, M.statuses.declined);

    await lookAgain();
    await expect(item(quoted)).toContainText(
      fillMessage(S.confirmed, { date: formatLongDate(FLIGHT_DATE), time: '10:30' }),
    );
    await expect(item(declined)).toContainText(fillMessage(S.declined, { reason: REASON }));
    // A declined request is neither a flight nor awaiting the desk.
    await expect(figure(page, dashboards.Customer.figures.upcoming)).toHaveText('1');
  });
  await desk.context().close();
});

test('a Jet Owner’s listing is answered the same way: its confirmation and the owner’s dashboard show the quote', async ({
  page,
  browser,
}) => {
  let posted = 0;
  page.on(
    'request',
    (request) => void (request.method() === 'POST' && request.url() === `${pair.inbox}/requests` && (posted += 1)),
  );
  await page.goto(`${pair.site}/signup/`);
  await fillSignup(page, { email: uniqueEmail('owner-journey'), password: 'Monsoon skies 42', role: 'Jet Owner' });
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/$/, { timeout: 30_000 });
  const form = page.getByRole('form', { name: 'List an aircraft' });
  await form.getByLabel('Aircraft type').fill('Citation CJ3');
  await form.getByLabel('Registration').fill('VT-JRN');
  await form.getByLabel('Base airport').selectOption({ label: 'Mumbai (BOM)' });
  await form.getByLabel('Passenger seats').fill('7');
  await form.getByLabel('Availability').selectOption({ label: 'Weekends' });
  await form.getByRole('button', { name: 'List aircraft' }).click();
  const dialog = requestDialog(page);
  await expect(dialog).toContainText(S.received);
  const reference = (await dialog.textContent())!.match(REFERENCE)![0];

  const desk = await signInAtDesk(browser);
  await openInQueue(desk, reference);
  await desk.getByLabel(M.request.amount).fill('1,20,000');
  await desk.getByLabel(M.request.note).fill(NOTE);
  await desk.getByRole('button', { name: M.request.quote }).click();
  await expectChanged(desk, M.statuses.quoted);
  await desk.context().close();

  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(dialog).toContainText(fillMessage(S.quoted, { amount: '₹1,20,000' }));
  await expect(dialog).toContainText(`${S.noteLabel} ${NOTE}`);
  await page.keyboard.press('Escape');
  // The owner's dashboard lists it with the desk's answer, as a customer's Your requests does, and asks again on open.
  const listed = page.getByRole('region', { name: S.deskRecords.heading }).getByRole('listitem', {
    name: `Request ${reference}`,
  });
  for (const opened of [false, true]) {
    if (opened) await page.reload();
    await expect(listed).toContainText(`${S.deskRecords.kinds.listing} · ${reference} · VT-JRN`);
    await expect(listed).toContainText(fillMessage(S.quoted, { amount: '₹1,20,000' }));
    await expect(listed).toContainText(`${S.noteLabel} ${NOTE}`);
  }
  // Sent once: a send started again would be a replay, and each replay gives the request a new token.
  expect(posted).toBe(1);
});
