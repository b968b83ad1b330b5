import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { ACCOUNTS_KEY, SESSION_KEY, storedAccounts } from './helpers/accounts';
import { isoInDays } from './helpers/dates';
import { figure } from './helpers/desks';
import { stubPhotos } from './helpers/photos';
import { configuredSite } from './helpers/request-endpoint';
import { toast } from './helpers/toast';

// Where a request stands, as the inbox's status endpoint says, on a build with an endpoint: the
// endpoint is stubbed, so the words on the page are the only thing under test.

const ENDPOINT = 'http://127.0.0.1:9/requests';
const EMAIL = 'priya.status@example.com';
const TOKEN = (letter: string) => letter.repeat(43);
const REQUESTS = [
  { id: '3f0c1e6a-8d1b-4c55-9a7e-2b4f6d9e1c20', reference: 'VJ-7QK2MD', token: TOKEN('a') },
  { id: '9a1b2c3d-0000-4000-8000-000000000000', reference: 'VJ-8RL3NE', token: TOKEN('b') },
  { id: '7c2d3e4f-1111-4000-8000-000000000000', reference: 'VJ-9TM4PF', token: TOKEN('c') },
];
const AHEAD = isoInDays(20);

let SITE = '';
let closeSite = async () => {};

test.beforeAll(async () => {
  ({ url: SITE, close: closeSite } = await configuredSite(ENDPOINT));
});
test.afterAll(() => closeSite());

// Three bookings the inbox took in (each with its token), as this browser recorded them.
async function seed(page: Page) {
  const sent = REQUESTS.map(({ reference }) => ({
    reference,
    quote: null,
    owner: EMAIL,
    sentAt: '2026-11-01T10:00:00.000Z',
    status: 'received',
    kind: 'booking',
    route: 'Mumbai → Goa (Dabolim)',
    dates: [AHEAD],
    estimate: 700_000,
  }));
  const entries = REQUESTS.map(({ id, reference, token }) => ({
    id,
    status: 'delivered',
    at: Date.now(),
    reference,
    owner: EMAIL,
    token,
  }));
  const values: [string, string][] = [
    [ACCOUNTS_KEY, storedAccounts({ email: EMAIL, role: 'Customer' })],
    [SESSION_KEY, JSON.stringify({ state: { user: { email: EMAIL, role: 'Customer' } }, version: 1 })],
    ['vayu-jets:sent-requests', JSON.stringify({ version: 8, sent })],
    ['vayu-jets:ledger', JSON.stringify({ version: 1, entries })],
  ];
  await page.addInitScript((pairs) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    for (const [key, value] of pairs) localStorage.setItem(key, value);
  }, values);
}

type Desk = Record<string, unknown>;

test('Your requests and Upcoming Flights follow what the desk answered, asked again when the page is looked at again; Remove erases it at the inbox', async ({
  page,
}) => {
  await stubPhotos(page);
  await seed(page);
  const updatedAt = '2026-12-02T05:00:00Z';
  let answers: Desk[] = REQUESTS.map(() => ({ status: 'received', updatedAt }));
  const asked: string[] = [];
  const deleted: string[] = [];
  await page.route(`${ENDPOINT}/**`, async (route: Route) => {
    const request = route.request();
    const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'Authorization' };
    if (request.method() === 'OPTIONS')
      return route.fulfill({ status: 204, headers: { ...cors, 'Access-Control-Allow-Methods': 'GET, DELETE' } });
    const index = REQUESTS.findIndex(({ id }) => request.url().includes(id));
    const authorised = index >= 0 && request.headers().authorization === `Bearer ${REQUESTS[index].token}`;
    // No cookies, ever: the token is the only proof.
    expect(request.headers().cookie).toBeUndefined();
    if (!authorised) return route.fulfill({ status: 404, headers: cors, json: { error: 'Not found' } });
    if (request.method() === 'DELETE') {
      deleted.push(REQUESTS[index].reference);
      return route.fulfill({ status: 204, headers: cors });
    }
    asked.push(REQUESTS[index].reference);
    return route.fulfill({ headers: cors, json: { id: REQUESTS[index].id, ...answers[index] } });
  });

  await page.goto(`${SITE}/dashboard/`);
  const list = page.getByRole('region', { name: 'Saved trips' });
  const item = (reference: string) => list.getByRole('listitem', { name: `Request ${reference}` });
  for (const { reference } of REQUESTS)
    await expect(item(reference)).toContainText('Received: our desk has it and has not answered yet.');
  // Received by the inbox is no flight yet.
  await expect(figure(page, 'Upcoming Flights')).toHaveText('03 requests awaiting our desk');

  answers = [
    { status: 'quoted', amountInr: 750_000, note: 'Citation CJ3, catering included.', updatedAt },
    { status: 'confirmed', flightAt: `${AHEAD}T10:30`, updatedAt },
    { status: 'declined', reason: 'No crew free on that date.', updatedAt },
  ];
  const before = asked.length;
  // The visitor comes back to the tab: the page asks again, without a reload.
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(item('VJ-7QK2MD')).toContainText('Quoted ₹7,50,000');
  await expect(item('VJ-7QK2MD')).toContainText('Our desk’s note: Citation CJ3, catering included.');
  await expect(item('VJ-8RL3NE')).toContainText(/Confirmed for \d+ \w+ \d{4} at 10:30 \(Mumbai time\)/);
  await expect(item('VJ-9TM4PF')).toContainText('Declined: No crew free on that date.');
  expect(asked.length - before).toBe(3);
  await expect(figure(page, 'Upcoming Flights')).toHaveText('11 request awaiting our desk');

  await item('VJ-9TM4PF').getByRole('button', { name: 'Remove from this list' }).click();
  await expect(toast(page, 'Our desk erased your details from VJ-9TM4PF')).toBeVisible();
  await expect(item('VJ-9TM4PF')).toHaveCount(0);
  expect(deleted).toEqual(['VJ-9TM4PF']);
});

test('the inbox’s 201 gives the request its status token, and the confirmation says what the desk answered', async ({
  page,
}) => {
  await stubPhotos(page);
  const token = TOKEN('t');
  let asked = '';
  await page.route(`${ENDPOINT}**`, async (route: Route) => {
    const request = route.request();
    const cors = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': 'Authorization, Content-Type, Idempotency-Key',
      'Access-Control-Allow-Methods': 'GET, POST, DELETE',
    };
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    if (request.method() === 'POST') {
      const { id, reference } = request.postDataJSON() as { id: string; reference: string };
      return route.fulfill({ status: 201, headers: cors, json: { id, reference, statusToken: token } });
    }
    asked = request.headers().authorization ?? '';
    return route.fulfill({
      headers: cors,
      json: { status: 'closed', updatedAt: '2026-12-02T05:00:00Z' },
    });
  });
  await page.goto(`${SITE}/contact/`);
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Full Name' }).fill('Priya Shah');
  await main.getByRole('textbox', { name: 'Email Address' }).fill('priya@example.com');
  await main.getByRole('textbox', { name: 'Message' }).fill('Where does it stand?');
  await main.getByRole('button', { name: 'Send Message' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Received: our desk has your request');
  await expect(dialog).toContainText('Closed by our desk.');
  expect(asked).toBe(`Bearer ${token}`);
  const ledger = await page.evaluate(() => localStorage.getItem('vayu-jets:ledger') ?? '');
  expect(ledger).toContain(token);
  expect(ledger).not.toContain('Priya');
});
