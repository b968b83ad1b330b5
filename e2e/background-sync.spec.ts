import type { BrowserContext, Page } from '@playwright/test';
import { engageAndWaitUntilLive, expect, test } from './fixtures';
import { fillSignup, uniqueEmail } from './helpers/accounts';
import { isoInDays } from './helpers/dates';
import { answerCallBack, REFERENCE } from './helpers/request-dialog';
import { configuredSite, startEndpoint } from './helpers/request-endpoint';

// A request kept offline is delivered by the service worker once the connection returns, with
// every tab closed (docs/offline.md), against a real endpoint (e2e/helpers/request-endpoint.ts).
test.use({ serviceWorkers: 'allow', failOnConsoleErrors: false });

const endpoint = startEndpoint();
let SITE = '';
let closeSite = async () => {};

let ENDPOINT = '';

test.beforeAll(async () => {
  ENDPOINT = `http://127.0.0.1:${await endpoint.listen()}/requests`;
  ({ url: SITE, close: closeSite } = await configuredSite(ENDPOINT));
});

test.afterAll(async () => {
  await closeSite();
  await endpoint.close();
});

const hydrated = engageAndWaitUntilLive;

/** How many waiting requests the page has handed to the worker. */
const mirroredCount = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('vayu-outbox');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('requests')) return resolve(0);
          const count = db.transaction('requests').objectStore('requests').count();
          count.onsuccess = () => resolve(count.result);
        };
        open.onerror = () => resolve(0);
      }),
  );

/** From `page`, a way to dispatch the outbox's sync to the worker of `site`, as the browser would. */
async function syncFrom(page: Page, site: string) {
  const cdp = await page.context().newCDPSession(page);
  const registered = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find((item) => item.scopeURL === `${site}/` && !item.isDeleted);
      if (mine) resolve(mine.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registered;
  return () =>
    cdp.send('ServiceWorker.dispatchSyncEvent', {
      origin: site,
      registrationId,
      tag: 'vayu-outbox',
      lastChance: false,
    });
}

/**
 * The connection's state reaches the worker on its own time (and now and then only on a second
 * telling): it must be online before a sync is dispatched, as a browser's own sync would be.
 */
async function backOnline(context: BrowserContext) {
  await context.setOffline(false);
  const [worker] = context.serviceWorkers();
  await expect
    .poll(async () => {
      const online = await worker.evaluate(() => navigator.onLine);
      if (!online) {
        await context.setOffline(true);
        await context.setOffline(false);
      }
      return online;
    })
    .toBe(true);
}

test('a booking kept offline is sent once by the worker after the tab is closed, then shows Received', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await page.goto(`${SITE}/signup/`);
  await fillSignup(page, { email: uniqueEmail('sync'), password: 'correct horse 42' });
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/$/, { timeout: 30_000 });
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));

  await page.goto(`${SITE}/book/?from=BOM&to=GOI&date=${isoInDays(30)}&time=10:00&pax=2`);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  // What keeps and sends a request offline must be among what the worker keeps after an input.
  await page.waitForSelector('html[data-offline-kept="all"]', { state: 'attached', timeout: 30_000 });
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Submit Booking Request' }).click();
  await answerCallBack(page);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveAccessibleName('Not delivered yet: kept in this browser', { timeout: 20_000 });
  await expect(dialog).toContainText('Our desk has not confirmed it yet (this device is offline).');
  const reference = REFERENCE.exec((await dialog.getByText(/^Reference: VJ-/).textContent()) ?? '')?.[0];
  expect(reference).toMatch(REFERENCE);
  await expect.poll(() => mirroredCount(page)).toBe(1);
  // The page asked the browser for a sync when its send failed for the network.
  const tags = await page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      sync: { getTags(): Promise<string[]> };
    };
    return registration.sync.getTags();
  });
  expect(tags).toContain('vayu-outbox');

  // The tab goes; the DevTools protocol, from another tab, finds the worker to wake.
  const other = await context.newPage();
  const sync = await syncFrom(other, SITE);
  await page.close();
  expect(endpoint.received).toHaveLength(0);

  await backOnline(context);
  await sync();
  // The browser may have fired the sync itself while the page was offline: that attempt holds the
  // lock until its fetch gives up (at most 15 s) before this one sends.
  await expect.poll(() => endpoint.received.length, { timeout: 35_000 }).toBe(1);
  const [{ key, body, status }] = endpoint.received;
  expect(status).toBe(200);
  expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(body).toMatchObject({ id: key, kind: 'booking', reference });

  // The next visit takes the worker's answer in: Received, and nothing sent a second time.
  await other.goto(`${SITE}/dashboard/`);
  await expect(other.getByRole('listitem', { name: `Request ${reference}` })).toContainText('Received');
  await expect.poll(() => other.evaluate(() => localStorage.getItem('vayu-jets:outbox'))).toBeNull();
  await other.reload();
  await hydrated(other);
  await expect(other.getByRole('listitem', { name: `Request ${reference}` })).toContainText('Received');
  expect(endpoint.received).toHaveLength(1);
});

test('after a deploy that removes the endpoint, the worker posts a kept request nowhere, and the next page hands it back to the visitor', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  endpoint.reset();
  // An address of its own: one build is served there, then another, as a deploy does.
  let site = await configuredSite(ENDPOINT);
  try {
    await page.goto(`${site.url}/contact/`);
    await hydrated(page);
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: 'Full Name' }).fill('Priya Shah');
    await main.getByRole('textbox', { name: 'Email Address' }).fill('priya@example.com');
    await main.getByRole('textbox', { name: 'Message' }).fill('Kept before the deploy.');
    await main.getByRole('button', { name: 'Send Message' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveAccessibleName('Not delivered yet: kept in this browser', { timeout: 20_000 });
    const reference = REFERENCE.exec((await dialog.getByText(/^Reference: VJ-/).textContent()) ?? '')?.[0];
    await expect.poll(() => mirroredCount(page)).toBe(1);

    const other = await context.newPage();
    const sync = await syncFrom(other, site.url);
    await page.close();
    await site.close();
    site = await configuredSite('', site.port);
    await backOnline(context);
    // The worker is the older build's: it asks the host, finds no endpoint, and sends nothing.
    await sync();
    await other.waitForTimeout(5_000);
    expect(endpoint.received).toHaveLength(0);

    // The next page (the older build's, from the worker's cache) asks the host too: it clears the
    // request from every store and offers it to the visitor to send.
    await other.goto(`${site.url}/`);
    await expect(
      other.getByRole('dialog', { name: `Your request ${reference} was not passed on: send it yourself` }),
    ).toBeVisible({ timeout: 20_000 });
    expect(await other.evaluate(() => localStorage.getItem('vayu-jets:outbox'))).toBeNull();
    await expect.poll(() => mirroredCount(other)).toBe(0);
    expect(endpoint.received).toHaveLength(0);
  } finally {
    await site.close();
  }
});

test('Delete for good takes the account’s kept request out of every store, says which, and nothing is sent later', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  endpoint.reset();
  const email = uniqueEmail('leaving');
  await page.goto(`${SITE}/signup/`);
  await fillSignup(page, { email, password: 'correct horse 42' });
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/$/, { timeout: 30_000 });
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));

  await page.goto(`${SITE}/book/?from=BOM&to=GOI&date=${isoInDays(30)}&time=10:00&pax=2`);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  // The dashboard below opens offline: its code must be among what the worker keeps after an input.
  await page.waitForSelector('html[data-offline-kept="all"]', { state: 'attached', timeout: 30_000 });
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Submit Booking Request' }).click();
  await answerCallBack(page);
  const kept = page.getByRole('dialog');
  await expect(kept).toHaveAccessibleName('Not delivered yet: kept in this browser', { timeout: 20_000 });
  const reference = REFERENCE.exec((await kept.getByText(/^Reference: VJ-/).textContent()) ?? '')?.[0] as string;
  await expect.poll(() => mirroredCount(page)).toBe(1);

  await page.goto(`${SITE}/dashboard/`);
  await page.getByRole('region', { name: 'Quick actions' }).getByRole('button', { name: 'Account Settings' }).click();
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this account?' });
  // Named before it goes, with its hand-offs for a visitor who still wants it sent.
  await expect(dialog).toContainText(
    `Its 1 request not delivered yet (${reference}) will leave with it and never be sent`,
  );
  await expect(
    dialog.getByRole('listitem', { name: `Request ${reference}` }).getByRole('link', { name: 'Send on WhatsApp' }),
  ).toHaveAttribute('href', new RegExp(`^https://wa\\.me/\\d+\\?text=.*${reference}`));
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: `its 1 request not delivered yet (${reference})` }),
  ).toBeVisible();
  await expect(page).toHaveURL(`${SITE}/`);
  const stored = await page.evaluate(() => JSON.stringify(localStorage));
  expect(stored).not.toContain(reference);
  expect(stored).not.toContain('98200 07777');
  await expect.poll(() => mirroredCount(page)).toBe(0);

  // The connection returns and the worker is woken: there is nothing left to send.
  const sync = await syncFrom(page, SITE);
  await backOnline(context);
  await sync();
  await page.waitForTimeout(3_000);
  expect(endpoint.received).toHaveLength(0);
});
