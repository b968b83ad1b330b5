import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { company } from '../content/company';
import { offline } from '../content/offline';
import { pages } from '../content/pages';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import { engageAndWaitUntilLive, expect, expectNoAxeViolations, test } from './fixtures';
import { ACCOUNTS_KEY, SESSION_KEY, storedAccounts } from './helpers/accounts';
import { serveStatic } from './helpers/static-site';
import { chooseSuggestion } from './helpers/suggestions';

// The service worker (docs/offline.md): the one spec that lets it run (playwright.config.ts blocks it).
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ mode: 'serial' });

const PHOTO = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect fill="#34405e"/></svg>',
);
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const noticeOf = (page: Page) => page.getByRole('status', { name: offline.update.message });

// The worker fetches photos itself, past page.route: answer the photo CDN for the whole context.
const stubPhotosForWorker = (context: BrowserContext) =>
  context.route('https://images.unsplash.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/svg+xml', body: PHOTO }),
  );

/** Resolves once the worker is installed (its precache complete) and active. */
const workerActive = (page: Page) => page.evaluate(async () => void (await navigator.serviceWorker.ready));
const offlineReady = (page: Page) => page.waitForSelector('html[data-offline-ready]', { state: 'attached' });

/**
 * The home page under the worker, installed and active, once it has kept what it keeps: "page" for a
 * visitor who only reads (the urgent set and the page read), "all" after the first input (the
 * fixture makes one unless a test says otherwise).
 */
async function openHomeWithWorker(page: Page, context: BrowserContext, kept: 'page' | 'all') {
  await stubPhotosForWorker(context);
  await page.goto('/');
  await workerActive(page);
  await page.waitForSelector(`html[data-offline-kept="${kept}"]`, { state: 'attached', timeout: 30_000 });
}

/** Signed in: the account and its session live in this browser, never in a response. */
async function signIn(page: Page, email: string) {
  const session = { state: { user: { email, role: 'Customer' } }, version: 1 };
  await page.evaluate(
    ([key, value, accountsKey, accounts]) => {
      localStorage.setItem(accountsKey, accounts);
      localStorage.setItem(key, value);
    },
    [SESSION_KEY, JSON.stringify(session), ACCOUNTS_KEY, storedAccounts(session.state.user)],
  );
}

async function chooseRoute(page: Page, from: string, to: string) {
  await chooseSuggestion(page.getByRole('combobox', { name: 'Departure city' }), from);
  await chooseSuggestion(page.getByRole('combobox', { name: 'Arrival city' }), to);
}

test.describe('without a connection', () => {
  // Offline, the page's own fetches that nothing kept (prefetches of other pages) fail, and say so.
  test.use({ failOnConsoleErrors: false });

  test('after one visit the urgent pages open offline, any other page offers the numbers', async ({
    page,
    context,
    consoleErrors,
  }) => {
    // Six pages offline and two online, after the worker's precache: longer than a page test.
    test.setTimeout(60_000);
    await openHomeWithWorker(page, context, 'all');
    await signIn(page, 'priya@example.com');

    await context.setOffline(true);
    await page.goto('/air-ambulance/');
    await expect(heading(page, pages.airAmbulance.heading)).toBeVisible();
    await page.goto('/contact/');
    await expect(heading(page, pages.contact.heading)).toBeVisible();
    await page.goto('/dashboard/');
    await expect(page.getByText('Upcoming Flights')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/$/);
    await page.goto('/empty-legs/');
    await expect(page.getByText(/^Offers as last updated on \d{1,2} \w+ \d{4}\.$/)).toBeVisible();

    // The planner prices a trip offline: the rate card is in the page and its scripts are kept.
    await page.goto('/book/');
    await chooseRoute(page, 'Mumbai', 'Delhi');
    await expect(page.getByRole('region', { name: 'Route estimate' })).toContainText('Estimated total');

    // A page never visited: the offline page, the medical desk first.
    await page.goto('/fleet/');
    await expect(heading(page, offline.page.heading)).toBeVisible();
    const deskCall = page.getByRole('link', { name: `Call the medical desk on ${company.phone.display}` });
    await expect(deskCall).toHaveAttribute('href', `tel:${company.phone.e164}`);
    await expect(page.getByRole('link', { name: offline.page.desk.whatsapp })).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/${company.whatsapp}\\?text=`),
    );
    await expectNoAxeViolations(page);
    const kept = page.getByRole('region', { name: offline.page.available.heading });
    await expect(kept.getByRole('link', { name: 'Air ambulance' })).toHaveAttribute('href', '/air-ambulance/');
    await kept.getByRole('link', { name: 'Contact' }).click();
    await expect(heading(page, pages.contact.heading)).toBeVisible();

    // Back online, the page is the real one again.
    await context.setOffline(false);
    await page.goto('/fleet/');
    await expect(heading(page, pages.fleet.heading)).toBeVisible();
    expect(consoleErrors.filter((error) => !error.endsWith('net::ERR_INTERNET_DISCONNECTED'))).toEqual([]);
  });

  test('the offline page lists only pages that open: the dashboard only to a signed-in visitor', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await openHomeWithWorker(page, context, 'all');
    await context.setOffline(true);
    const kept = page.getByRole('region', { name: offline.page.available.heading });
    const dashboard = kept.getByRole('link', { name: 'Your dashboard' });

    // Signed out: every page listed opens, and the dashboard (it would send them to /login/) is not listed.
    await page.goto('/fleet/');
    await expect(heading(page, offline.page.heading)).toBeVisible();
    await expect(dashboard).toHaveCount(0);
    const listed = await kept.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(listed.length).toBe(offline.page.available.pages.length - 1);
    for (const href of listed) {
      await page.goto(href!);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(offline.page.heading);
      await expect(page).toHaveURL(new RegExp(`${href}$`));
    }

    // Signed in: the dashboard is listed, and opens.
    await signIn(page, 'asha@example.com');
    await page.goto('/fleet/');
    await dashboard.click();
    await expect(page.getByText('Upcoming Flights')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/$/);
  });
});

test.describe('a visitor who only reads', () => {
  test.use({ failOnConsoleErrors: false, engageOnLoad: false });

  test('the offline page lists the urgent pages and the page read, not pages this device never kept', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await openHomeWithWorker(page, context, 'page');
    await context.setOffline(true);
    await page.goto('/fleet/');
    await expect(heading(page, offline.page.heading)).toBeVisible();
    const kept = page.getByRole('region', { name: offline.page.available.heading });
    await expect(kept.getByRole('link', { name: 'Home' })).toBeVisible();
    const listed = await kept.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(listed.sort()).toEqual(['/', '/air-ambulance/', '/contact/']);
    for (const href of listed) {
      await page.goto(href!);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(offline.page.heading);
    }
  });
});

test.describe('photos', () => {
  // The CDN's 503s are logged by Chromium as failed loads: that is the test, not a bug.
  test.use({ failOnConsoleErrors: false });

  test('a photo the CDN failed is not kept: the next visit fetches it again, and keeps it once it loads', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    let failing = true;
    let asked = 0;
    await context.route('https://images.unsplash.com/**', (route) => {
      asked += 1;
      return failing
        ? route.fulfill({ status: 503, contentType: 'text/plain', body: 'busy' })
        : route.fulfill({ status: 200, contentType: 'image/svg+xml', body: PHOTO });
    });
    const keptPhotos = () =>
      page.evaluate(async () => {
        const keys = await Promise.all((await caches.keys()).map(async (name) => (await caches.open(name)).keys()));
        return keys.flat().filter((request) => request.url.startsWith('https://images.unsplash.com/')).length;
      });
    await page.goto('/');
    await workerActive(page);
    // Controlled by the worker now: its photos go through it.
    await page.reload();
    await expect.poll(() => asked).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_000);
    expect(await keptPhotos()).toBe(0);

    failing = false;
    const before = asked;
    await page.reload();
    await expect.poll(() => asked).toBeGreaterThan(before);
    await expect.poll(keptPhotos).toBeGreaterThan(0);
  });
});

test.describe('a new deploy at the same address', () => {
  let origin = '';
  let dir = '';
  let close = async () => {};

  const buildWorker = (...args: string[]) => {
    const result = spawnSync(process.execPath, ['scripts/build-sw.mjs', '--out', dir, ...args], { encoding: 'utf8' });
    expect(result.status, result.stderr).toBe(0);
  };

  test.beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'vayu-offline-e2e-'));
    cpSync(process.env.EXPORT_DIR || 'out', dir, { recursive: true });
    ({ url: origin, close } = await serveStatic(dir));
  });

  test.afterAll(async () => {
    await close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('offers Reload without touching what was typed, and the kill switch removes the worker', async ({
    page,
    context,
  }) => {
    // Two builds of the worker and the precache of each: longer than a page test.
    test.setTimeout(90_000);
    await stubPhotosForWorker(context);
    await page.goto(`${origin}/contact/`);
    await workerActive(page);
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const name = page.getByRole('textbox', { name: 'Full Name' });
    await name.fill('Priya Shah');

    // The next build: the contact page's heading changes (its HTML and its data), so their
    // revisions and the worker change.
    for (const name of ['index.html', 'index.txt']) {
      const file = path.join(dir, 'contact', name);
      writeFileSync(file, readFileSync(file, 'utf8').replaceAll(pages.contact.heading, 'On call, day and night'));
    }
    buildWorker();

    // The page learns of it when the connection comes back, and only offers.
    await offlineReady(page);
    await context.setOffline(true);
    await context.setOffline(false);
    const notice = noticeOf(page);
    await expect(notice).toBeVisible({ timeout: 15_000 });
    await expect(name).toHaveValue('Priya Shah');
    await expect(heading(page, pages.contact.heading)).toBeVisible();

    await notice.getByRole('button', { name: offline.update.reload }).click();
    await expect(heading(page, 'On call, day and night')).toBeVisible();
    await expect(noticeOf(page)).toHaveCount(0);

    // What the worker made: its precache, its caches, its expiration records and the outbox's
    // mirror, held open by this page as the outbox holds it (and let go when a deletion asks).
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const opening = indexedDB.open('vayu-outbox', 1);
          opening.onupgradeneeded = () => {
            opening.result.createObjectStore('requests', { keyPath: 'id' });
            opening.result.createObjectStore('results', { keyPath: 'id' });
          };
          opening.onsuccess = () => {
            opening.result.onversionchange = () => opening.result.close();
            resolve();
          };
          opening.onerror = () => reject(opening.error);
        }),
    );
    const databases = () => page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name).sort());
    await expect.poll(databases).toEqual(['serwist-expiration', 'vayu-outbox']);
    expect((await page.evaluate(() => caches.keys())).some((key) => key.includes('precache'))).toBe(true);

    // The kill switch at the same URL: the worker and everything it made are gone.
    buildWorker('--kill');
    // The reloaded page listens for the connection only once its idle-time script has run.
    await offlineReady(page);
    await context.setOffline(true);
    await context.setOffline(false);
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), {
        timeout: 15_000,
      })
      .toBe(0);
    expect(await page.evaluate(() => caches.keys())).toEqual([]);
    await expect.poll(databases).toEqual([]);
    // Pages built after the kill register nothing: they carry no build stamp.
    await page.reload();
    await expect(page.locator('meta[name="vayu-offline-build"]')).toHaveCount(0);
  });
});

test('Chromium finds the site installable', async ({ playwright, baseURL }) => {
  // A test context is incognito, where nothing is installable: ask a browser with a profile.
  const profile = mkdtempSync(path.join(tmpdir(), 'vayu-install-'));
  const browser = await playwright.chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto(`${baseURL}/`);
    await engageAndWaitUntilLive(page);
    const session = await browser.newCDPSession(page);
    const { installabilityErrors } = await session.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);

    // Beyond Chromium's minimum (any icon): PNGs of 192 and 512 px and a maskable one, all served.
    const manifest = await (await page.request.get(`${baseURL}/manifest.webmanifest`)).json();
    const icons: { src: string; sizes: string; type: string; purpose?: string }[] = manifest.icons;
    const png = icons.filter((icon) => icon.type === 'image/png');
    expect(png.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of png) {
      const response = await page.request.get(`${baseURL}${icon.src}`);
      expect(response.headers()['content-type'], icon.src).toBe('image/png');
    }
    expect(manifest.start_url).toBe('/');
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('the install hint is offered once, only where the browser makes an install offer', async ({ page, context }) => {
  await stubPhotosForWorker(context);
  await page.goto('/');
  // Chromium makes its offer only to a visitor who engaged with the site: stand in for it. The
  // answer says whether the page took the offer over (or left it to the browser).
  const offer = () =>
    page.evaluate(() => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => void document.documentElement.setAttribute('data-install-prompted', ''),
      });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
  const listening = () => page.waitForSelector('html[data-offline-ready]', { state: 'attached' });
  const hint = page.getByRole('status', { name: offline.install.add });
  await listening();
  await expect(hint).toHaveCount(0);
  expect(await offer()).toBe(true);
  await hint.getByRole('button', { name: offline.install.add }).click();
  await expect(page.locator('html[data-install-prompted]')).toHaveCount(1);
  await expect(hint).toHaveCount(0);

  // Offered once: on the next visit the browser keeps its own install offer.
  await page.reload();
  await listening();
  expect(await offer()).toBe(false);
  await expect(hint).toHaveCount(0);
});
