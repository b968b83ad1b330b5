import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { photoLibrary } from '../content/photo-library';
import { loadArticles } from '../lib/articles/load';
import { expect, test } from './fixtures';
import { cardWithHeading } from './helpers/cards';
import { stubPhotos } from './helpers/photos';
import { buildSite, copySite, serveSite } from './helpers/site-copy';

// The editor at /admin/ against its local backend, as `npm run cms` runs it, on a scratch copy of the
// site: other test files import content/ while these saves run. After the saves, check:content runs
// on the changed files, and a build of the copy, served from its out/, shows them on /empty-legs/ and /blog/.

const ROOT = process.cwd();
const PHOTO = 'photo-1540962351504-03099e0a754b';
const SEARCH = 'airstairs down';
const OLDEST_FIRST = [...loadArticles()].reverse();
const LEG = 'content/empty-legs/vj-el-110.yaml';
const ARTICLE = 'content/articles/flying-with-pets.md';
const HOME = 'content/data/home.json';
const DESK = 'content/data/company.json';
// CMS_PROXY_PORT runs the proxy elsewhere when 8081 is taken; the editor's requests are sent there.
const PROXY_PORT = process.env.CMS_PROXY_PORT ?? '8081';
const PROXY = `http://localhost:${PROXY_PORT}/api/v1`;
const RATE_CARD = 'content/data/pricing.json';
const FLEET = 'content/data/fleet.json';
const ROUTES = 'content/data/routes.json';
const SERVICE_PAGES = 'content/data/service-pages.json';
const GALLERY = 'content/data/gallery.json';
const PRIVACY = 'content/data/privacy.json';
const SITE = 'content/data/site.json';

test.use({ engageOnLoad: false });
test.describe.configure({ mode: 'serial' });

let proxy: ChildProcess;
// Stops the copy's build if the file ends first (a timeout), so it does not go on beside later tests.
const building = new AbortController();
let COPY: string;
let leg: string;
let home: string;
let desk: string;
let rateCard: string;
let fleet: string;
let routes: string;
let servicePages: string;
let gallery: string;
let privacy: string;

/** A JSON file of the scratch copy as saved, or null while the editor is still writing it. */
function savedJson(file: string) {
  try {
    return JSON.parse(readFileSync(path.join(COPY, file), 'utf8'));
  } catch {
    return null;
  }
}
let site: string;

async function proxyAnswers() {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const info = await fetch(PROXY, {
      method: 'POST',
      body: '{"action":"info"}',
      headers: { 'content-type': 'application/json' },
    })
      .then((response) => (response.ok ? (response.json() as Promise<{ repo?: string }>) : null))
      .catch(() => null);
    // Another working copy's proxy on the port would take the saves: refuse it.
    if (info && info.repo !== path.basename(COPY))
      throw new Error(`the proxy on ${PROXY_PORT} edits ${info.repo}, not this copy: set CMS_PROXY_PORT`);
    if (info) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the proxy did not start on ${PROXY_PORT}`);
}

test.beforeAll(async () => {
  COPY = copySite(ROOT, 'vayu-admin-');
  leg = readFileSync(path.join(COPY, LEG), 'utf8');
  home = readFileSync(path.join(COPY, HOME), 'utf8');
  desk = readFileSync(path.join(COPY, DESK), 'utf8');
  rateCard = readFileSync(path.join(COPY, RATE_CARD), 'utf8');
  fleet = readFileSync(path.join(COPY, FLEET), 'utf8');
  routes = readFileSync(path.join(COPY, ROUTES), 'utf8');
  servicePages = readFileSync(path.join(COPY, SERVICE_PAGES), 'utf8');
  gallery = readFileSync(path.join(COPY, GALLERY), 'utf8');
  privacy = readFileSync(path.join(COPY, PRIVACY), 'utf8');
  site = readFileSync(path.join(COPY, SITE), 'utf8');
  // It answers the editor's page alone: the one this suite's static server serves.
  proxy = spawn(process.execPath, [path.join(ROOT, 'scripts/cms-proxy.mjs'), '--root', COPY], {
    env: { ...process.env, CMS_PROXY_PORT: PROXY_PORT, PORT: process.env.E2E_PORT ?? '4173' },
    stdio: 'ignore',
  });
  await proxyAnswers();
});

test.afterAll(() => {
  building.abort();
  proxy?.kill();
  rmSync(COPY, { recursive: true, force: true });
});

test.beforeEach(async ({ page }) => {
  await stubPhotos(page);
  if (PROXY_PORT !== '8081')
    await page.route('http://localhost:8081/**', (route) =>
      route.continue({ url: route.request().url().replace(':8081', `:${PROXY_PORT}`) }),
    );
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    ),
  );
});

async function openEditor(page: import('@playwright/test').Page, hash = '') {
  await page.goto('/admin/');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('link', { name: 'Empty legs' })).toBeVisible();
  if (hash) await page.goto(`/admin/${hash}`);
}

/** Opens a collapsed list item by its summary (the item's first button expands it). */
async function expandItem(page: import('@playwright/test').Page, summary: string) {
  await page.getByText(summary, { exact: true }).locator('..').getByRole('button').first().click();
}

async function publish(page: import('@playwright/test').Page) {
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
}

test('the editor is noindex, outside the sitemap, and opens without a policy violation', async ({ page }) => {
  const response = await page.goto('/admin/');
  expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/empty-legs/');
  expect(sitemap).not.toContain('/admin');
  // The console fixture fails the test on any violation or error.
});

test('no public page asks for the editor or its configuration', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/admin')) asked.push(request.url());
  });
  for (const route of ['/', '/empty-legs/', '/blog/', '/fleet/']) {
    await page.goto(route);
    await page.mouse.move(10, 10);
  }
  expect(asked).toEqual([]);
});

test('previews an empty leg as its card, in the site’s stylesheet', async ({ page }) => {
  await openEditor(page, '#/collections/empty-legs/entries/vj-el-110');
  const preview = page.frameLocator('#preview-pane');
  await expect(preview.getByRole('heading', { name: 'Ahmedabad (AMD) → Mumbai (BOM)' })).toBeVisible();
  await expect(preview.getByText('₹5,40,000')).toBeVisible();
  await page.getByLabel('Price (₹)').fill('510000');
  await expect(preview.getByText('₹5,10,000')).toBeVisible();
  await expect(preview.locator('link[rel="stylesheet"][href^="/_next/static/"]').first()).toBeAttached();
});

test('previews an article as its page', async ({ page }) => {
  await openEditor(page, '#/collections/articles/entries/dubai-weekend');
  const preview = page.frameLocator('#preview-pane');
  await expect(preview.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(preview.getByRole('heading', { level: 2 }).first()).toBeVisible();
});

test.describe('refusing', () => {
  test.use({ failOnConsoleErrors: false });

  test('a negative fare and a past date are refused in the schema’s words, and nothing is written', async ({
    page,
    consoleErrors,
  }) => {
    await openEditor(page, '#/collections/empty-legs/entries/vj-el-110');
    await page.getByLabel('Price (₹)').fill('-500000');
    await page.getByLabel('Date', { exact: true }).fill('2020-01-01');
    await publish(page);
    await expect(page.getByText(/must be a price in rupees above 0/i)).toBeVisible();
    await expect(page.getByText(/must be today or later/i)).toBeVisible();
    expect(readFileSync(path.join(COPY, LEG), 'utf8')).toBe(leg);
    // Decap rejects its refused save with a bare `undefined`; anything else (a policy violation) fails.
    expect(consoleErrors.filter((error) => error !== 'pageerror: undefined')).toEqual([]);
  });

  test('more seats than the aircraft has and a fare above the estimator’s are refused under their fields in the build’s words, and nothing is written', async ({
    page,
    consoleErrors,
  }) => {
    await openEditor(page, '#/collections/empty-legs/entries/vj-el-110');
    await page.getByLabel('Aircraft', { exact: true }).click();
    await page.getByRole('option', { name: 'Citation CJ3+' }).click();
    await page.getByLabel('Seats', { exact: true }).fill('12');
    await page.getByLabel('Price (₹)').fill('1250000');
    await publish(page);
    const seats = page.getByText('Seats: a Light Jet seats at most 7.');
    await expect(seats).toBeVisible();
    await expect(
      page.getByText(
        /^Price \(₹\): must be below the estimator's one-way price for this route and category \(₹[\d,]+\)\.$/,
      ),
    ).toBeVisible();
    // In sentence case as written, and no word of a missing field: nothing is missing.
    await expect(seats).toHaveCSS('text-transform', 'none');
    await expect(page.getByText(/missed a required field/i)).toHaveCount(0);
    await page.waitForTimeout(500);
    expect(readFileSync(path.join(COPY, LEG), 'utf8')).toBe(leg);
    expect(consoleErrors.filter((error) => error !== 'pageerror: undefined')).toEqual([]);
  });

  test('a reference another offer has is refused in the build’s words, and nothing is written', async ({
    page,
    consoleErrors,
  }) => {
    await openEditor(page, '#/collections/empty-legs/entries/vj-el-110');
    await page.getByLabel('Reference', { exact: true }).fill('VJ-EL-101');
    await publish(page);
    await expect(
      page.getByText('Reference: is used by another offer (content/empty-legs/vj-el-101.yaml).'),
    ).toBeVisible();
    await page.waitForTimeout(500);
    expect(readFileSync(path.join(COPY, LEG), 'utf8')).toBe(leg);
    expect(consoleErrors.filter((error) => error !== 'pageerror: undefined')).toEqual([]);
  });

  test('a desk number that is not E.164 is refused in the schema’s words, and nothing is written', async ({
    page,
    consoleErrors,
  }) => {
    await openEditor(page, '#/collections/company/entries/desk');
    await page.getByLabel('As dialled').fill('98200 07777');
    await publish(page);
    await expect(page.getByText('must be an E.164 number such as +919820007777')).toBeVisible();
    expect(readFileSync(path.join(COPY, DESK), 'utf8')).toBe(desk);
    expect(consoleErrors.filter((error) => error !== 'pageerror: undefined')).toEqual([]);
  });
});

test('a changed fare and a new article are saved to the files, and the content checks pass', async ({ page }) => {
  test.setTimeout(90_000);
  await openEditor(page, '#/collections/empty-legs/entries/vj-el-110');
  await page.getByLabel('Price (₹)').fill('490000');
  await publish(page);
  await expect(page.getByText('Entry saved')).toBeVisible();
  await expect.poll(() => readFileSync(path.join(COPY, LEG), 'utf8')).toContain('price: 490000');

  await page.goto('/admin/#/collections/articles/new');
  await page.getByLabel('Title', { exact: true }).fill('Flying with pets');
  await page
    .getByLabel('Excerpt', { exact: true })
    .fill('What to arrange before a dog or cat flies with you, and what the crew needs.');
  await page.getByLabel('Author', { exact: true }).fill('Capt. Meera Iyer');
  await page.getByLabel('Publication date', { exact: true }).fill('2026-11-20');
  await page.getByLabel('Category', { exact: true }).click();
  await page.getByRole('option', { name: 'Travel Guides' }).click();
  // The picker shows the library as thumbnails, each captioned with what it shows.
  const picker = page.getByRole('radiogroup', { name: 'Photo' });
  await expect(picker.getByRole('radio')).toHaveCount(photoLibrary.length);
  await page.getByRole('searchbox', { name: 'Photo' }).fill(SEARCH);
  await expect(picker.getByRole('radio')).not.toHaveCount(photoLibrary.length);
  const photo = photoLibrary.find((entry) => entry.id === PHOTO)!;
  const tile = picker.locator('label', { hasText: photo.shows });
  await expect(tile.locator('img')).toHaveAttribute(
    'src',
    new RegExp(`^https://images\\.unsplash\\.com/${PHOTO}\\?.*w=240`),
  );
  await expect(tile.locator('img')).toBeVisible();
  await tile.click();
  await page
    .getByLabel('What the photo shows', { exact: true })
    .fill('A business jet on the tarmac at dusk with its airstairs down');
  await expect(page.frameLocator('#preview-pane').locator(`img[src*="${PHOTO}"]`)).toBeVisible();
  // Typed the natural way, in the mode the editor opens in: the heading and the link stay Markdown.
  await page.locator('[contenteditable="true"]').click();
  await page.keyboard.type(
    'Most private jets take a pet in the cabin; [our fleet](/fleet/) lists each cabin.\n\n## Before you fly\n\nBring its health certificate.',
  );
  await publish(page);
  await expect.poll(() => existsSync(path.join(COPY, ARTICLE)), { timeout: 15_000 }).toBe(true);
  await expect(page.getByText('Changes saved')).toBeVisible();

  const check = spawnSync(process.execPath, ['scripts/check-content.mjs'], { cwd: COPY, encoding: 'utf8' });
  expect(check.stderr + check.stdout).toContain('every content module, 10 empty legs and 7 articles are valid');
  const saved = readFileSync(path.join(COPY, ARTICLE), 'utf8');
  expect(saved).toContain('\n## Before you fly\n');
  expect(saved).toContain('[our fleet](/fleet/)');
});

test('a rebuild of the copy shows the changed fare on /empty-legs/ and the new article on /blog/', async ({ page }) => {
  // 45 s to 2 minutes on a busy 2-core machine (measured): the whole site, as `next build` makes it.
  test.setTimeout(300_000);
  await buildSite(COPY, building.signal);
  const { url: site, close } = await serveSite(COPY);
  try {
    await page.goto(`${site}/empty-legs/`);
    const offer = cardWithHeading(page, 'Ahmedabad (AMD) → Mumbai (BOM)');
    await expect(offer.getByText('₹4,90,000')).toBeVisible();
    await expect(offer.getByText('₹5,40,000')).toHaveCount(0);

    await page.goto(`${site}/blog/`);
    const card = page.getByRole('article', { name: 'Flying with pets' });
    await expect(card.getByText('Travel Guides', { exact: true })).toBeVisible();
    await card.getByRole('link', { name: 'Read Article' }).click();
    await expect(page).toHaveURL(`${site}/blog/flying-with-pets/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Flying with pets' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Before you fly' })).toBeVisible();
    await expect(page.getByText('Bring its health certificate.')).toBeVisible();

    // The seventh article leads the first page; the oldest moves to the archive, which the sitemap lists.
    const [oldest] = OLDEST_FIRST;
    await page.goto(`${site}/blog/`);
    await expect(page.getByRole('article')).toHaveCount(6);
    await expect(page.getByRole('article', { name: oldest.title })).toHaveCount(0);
    await page.getByRole('link', { name: 'Older articles' }).click();
    await expect(page).toHaveURL(`${site}/blog/archive/`);
    await expect(page.getByRole('article', { name: oldest.title })).toBeVisible();
    const sitemap = await (await page.request.get(`${site}/sitemap.xml`)).text();
    expect(sitemap).toContain('/blog/archive/');
    const feed = await (await page.request.get(`${site}/blog/feed.xml`)).text();
    expect(feed).toContain(`/blog/${oldest.slug}/`);
  } finally {
    close();
  }
});

test('a changed sentence of the home page is saved to its JSON file, every other value kept, and the content checks pass', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const sentence = 'One flight, wheels up the moment you are ready.';
  await openEditor(page, '#/collections/home/entries/home');
  await page.getByLabel('One-way', { exact: true }).fill(sentence);
  await publish(page);
  const expected = JSON.parse(home);
  expected.hero.tripNotes['one-way'] = sentence;
  await expect.poll(() => savedJson(HOME), { timeout: 15_000 }).toEqual(expected);

  const check = spawnSync(process.execPath, ['scripts/check-content.mjs'], { cwd: COPY, encoding: 'utf8' });
  expect(check.stderr + check.stdout).toMatch(/check:content: every content module, .* are valid/);
});

test.describe('refusing a rate', () => {
  test.use({ failOnConsoleErrors: false });

  test('a negative hourly rate is refused in the schema’s words, and nothing is written', async ({
    page,
    consoleErrors,
  }) => {
    await openEditor(page, '#/collections/rate-card/entries/rates');
    await page.getByLabel('Hourly rate (₹)').first().fill('-250000');
    await publish(page);
    await expect(page.getByText(/the hourly rate is in rupees, above 0/i)).toBeVisible();
    expect(readFileSync(path.join(COPY, RATE_CARD), 'utf8')).toBe(rateCard);
    expect(consoleErrors.filter((error) => error !== 'pageerror: undefined')).toEqual([]);
  });
});

test('a changed hourly rate is saved to the rate card, changing nothing else', async ({ page }) => {
  await openEditor(page, '#/collections/rate-card/entries/rates');
  await page.getByLabel('Hourly rate (₹)').first().fill('275000');
  await publish(page);
  await expect(page.getByText('Entry saved')).toBeVisible();
  const expected = JSON.parse(rateCard);
  expected.jetTypes.light.indicativePrice = 275_000;
  await expect.poll(() => savedJson(RATE_CARD)).toEqual(expected);
});

test('a changed aircraft figure is saved to the fleet, which round-trips whole, and the content checks pass', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openEditor(page, '#/collections/fleet/entries/aircraft');
  await expandItem(page, 'Light Jets');
  await expandItem(page, 'Citation CJ3+: 7 seats');
  await page.getByLabel('Baggage (cubic feet)').first().fill('66');
  await publish(page);
  await expect(page.getByText('Entry saved')).toBeVisible();
  // Helipads, runways, photos and features are written back as they were.
  const expected = JSON.parse(fleet);
  expected.categories[0].aircraft[0].baggageCuFt = 66;
  await expect.poll(() => savedJson(FLEET)).toEqual(expected);

  const check = spawnSync(process.execPath, ['scripts/check-content.mjs'], { cwd: COPY, encoding: 'utf8' });
  expect(check.stderr + check.stdout).toContain('check:content: every content module');
  expect(check.status).toBe(0);
});

test('a changed word of the route pages is saved, the places and airport notes of other airports left as they were', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openEditor(page, '#/collections/page-words/entries/routes');
  await page.getByLabel('Eyebrow', { exact: true }).fill('Route notes');
  await publish(page);
  await expect(page.getByText('Entry saved')).toBeVisible();
  const expected = JSON.parse(routes);
  expected.page.eyebrow = 'Route notes';
  await expect.poll(() => savedJson(ROUTES)).toEqual(expected);
});

test('a changed heading of the service pages is saved, each page’s typical aircraft kept as a list', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openEditor(page, '#/collections/page-words/entries/service-pages');
  await page.getByLabel('Back Label', { exact: true }).fill('Every service');
  await publish(page);
  await expect(page.getByText('Entry saved')).toBeVisible();
  const expected = JSON.parse(servicePages);
  expected.labels.backLabel = 'Every service';
  await expect.poll(() => savedJson(SERVICE_PAGES)).toEqual(expected);

  const check = spawnSync(process.execPath, ['scripts/check-content.mjs'], { cwd: COPY, encoding: 'utf8' });
  expect(check.stderr + check.stdout).toContain('check:content: every content module');
  expect(check.status).toBe(0);
});

test('a changed caption of a gallery item is saved, every other item, photo and category kept', async ({ page }) => {
  test.setTimeout(90_000);
  const caption = 'A deep chair, coffee and the runway in view: built for the ten minutes before you board.';
  await openEditor(page, '#/collections/gallery-and-contact/entries/gallery');
  await expandItem(page, 'The quiet lounge');
  // The other items stay closed, so the open item's caption is the only one on screen.
  await page.getByRole('textbox', { name: 'Caption', exact: true }).fill(caption);
  await publish(page);
  await expect(page.getByText('Entry saved')).toBeVisible();
  const expected = JSON.parse(gallery);
  expected.items[4].description = caption;
  await expect.poll(() => savedJson(GALLERY)).toEqual(expected);

  const check = spawnSync(process.execPath, ['scripts/check-content.mjs'], { cwd: COPY, encoding: 'utf8' });
  expect(check.stderr + check.stdout).toContain('check:content: every content module');
  expect(check.status).toBe(0);
});

test('a changed sentence of the privacy notice is saved, its tables, dates and chosen addresses kept as they were', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const expected = JSON.parse(privacy);
  const section = expected.sections.findIndex((entry: { id: string }) => entry.id === 'no-cookies');
  const before = expected.sections[section].paragraphs[1];
  const sentence = 'If that ever changes, this notice says so first, and asks for any consent it needs.';
  await openEditor(page, '#/collections/legal/entries/privacy');
  await expandItem(page, expected.sections[section].heading);
  // The section's paragraphs are a list of their own, collapsed under its count.
  await page
    .getByText(`${expected.sections[section].paragraphs.length} paragraphs`, { exact: true })
    .locator('..')
    .getByRole('button', { name: 'Expand' })
    .click();
  await page.locator(`input[value="${before}"]`).fill(sentence);
  await publish(page);
  await expect(page.getByText('Entry saved')).toBeVisible();
  expected.sections[section].paragraphs[1] = sentence;
  await expect.poll(() => savedJson(PRIVACY)).toEqual(expected);

  const check = spawnSync(process.execPath, ['scripts/check-content.mjs'], { cwd: COPY, encoding: 'utf8' });
  expect(check.stderr + check.stdout).toContain('check:content: every content module');
  expect(check.status).toBe(0);
});

test('a changed tagline is saved to the site’s words, every other word and label kept', async ({ page }) => {
  test.setTimeout(90_000);
  await openEditor(page, '#/collections/site-and-account/entries/site');
  await page.getByLabel('Tagline', { exact: true }).fill('Private flights, on your schedule.');
  await publish(page);
  await expect(page.getByText('Entry saved')).toBeVisible();
  const expected = JSON.parse(site);
  expected.tagline = 'Private flights, on your schedule.';
  await expect.poll(() => savedJson(SITE)).toEqual(expected);

  const check = spawnSync(process.execPath, ['scripts/check-content.mjs'], { cwd: COPY, encoding: 'utf8' });
  expect(check.stderr + check.stdout).toContain('check:content: every content module');
  expect(check.status).toBe(0);
});
