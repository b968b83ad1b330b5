import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signUp, uniqueEmail } from './helpers/accounts';
import { exportedRoutes } from './helpers/routes';
import { COMING_SOON, NOT_IMPLEMENTED } from './helpers/toast';

// Nothing pretends: walk every page the export holds, follow every internal link and press every
// control that is not a form's submit, and fail on the mock-up's placeholder messages.

// The mock-up's words, kept only here: the site itself no longer holds them.
const PLACEHOLDERS = [NOT_IMPLEMENTED, COMING_SOON];

/**
 * Placeholders that other work still has to replace, as "path | control | message". The walk must
 * find exactly these: one that is gone must leave this list, and a new one fails the test.
 */
const KNOWN_ELSEWHERE: string[] = [];

// What may be pressed: buttons and the widgets that act like them. A submit button of a form is
// left alone (sending is what the forms' own tests are for); links are followed, not clicked.
const CONTROLS =
  'button, [role="button"], [role="tab"], [role="checkbox"], [role="switch"], [role="menuitem"], summary, input[type="checkbox"], input[type="radio"]';

/**
 * Records every placeholder message that enters the page, with the control pressed last. Kept in
 * sessionStorage, so a press that loads another document does not lose it.
 */
function watchForPlaceholders(placeholders: string[]) {
  const w = window as unknown as { __vjControl: string };
  w.__vjControl = '(on load)';
  const check = (node: Node) => {
    const text = node.textContent ?? '';
    for (const placeholder of placeholders) {
      if (!text.includes(placeholder)) continue;
      const found = JSON.parse(sessionStorage.getItem('vj-found') ?? '[]');
      found.push(`${location.pathname} | ${w.__vjControl} | ${placeholder}`);
      sessionStorage.setItem('vj-found', JSON.stringify(found));
    }
  };
  new MutationObserver((mutations) => {
    for (const mutation of mutations) mutation.addedNodes.forEach(check);
  }).observe(document, { childList: true, subtree: true });
}

/**
 * In the page: presses every visible, enabled control from `start` on, those that appear on the
 * way included (up to two more rounds), as a mouse would (pointer and mouse events, then click),
 * closing any dialog it opens. Stops when a press leaves the page, saying which one.
 */
async function walkControls({ selector, shell, start }: { selector: string; shell: boolean; start: number }) {
  const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const path = location.pathname;
  const eligible = (element: HTMLElement) => {
    if (!element.isConnected || !!element.closest('header, footer') !== shell) return false;
    const submit =
      (element instanceof HTMLButtonElement || element instanceof HTMLInputElement) &&
      element.type === 'submit' &&
      element.form !== null;
    if (submit || element.matches(':disabled, [aria-disabled="true"]')) return false;
    return element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
  };
  const name = (element: HTMLElement) =>
    element.getAttribute('aria-label') ??
    (element.textContent?.trim() || (element as HTMLInputElement).labels?.[0]?.textContent?.trim() || '?');
  const list: HTMLElement[] = [];
  const scan = () => {
    const before = list.length;
    document.querySelectorAll<HTMLElement>(selector).forEach((element) => {
      if (!list.includes(element) && eligible(element)) list.push(element);
    });
    return list.length > before;
  };
  scan();
  for (let index = 0, rounds = 0; index < list.length || (rounds++ < 2 && scan()); index++) {
    const element = list[index];
    if (index < start || !eligible(element)) continue;
    sessionStorage.setItem('vj-walk-at', String(index));
    (window as unknown as { __vjControl: string }).__vjControl = name(element);
    element.focus();
    const init = { bubbles: true, cancelable: true, button: 0, isPrimary: true, pointerType: 'mouse' };
    element.dispatchEvent(new PointerEvent('pointerdown', init));
    element.dispatchEvent(new MouseEvent('mousedown', init));
    element.dispatchEvent(new PointerEvent('pointerup', init));
    element.dispatchEvent(new MouseEvent('mouseup', init));
    element.click();
    await frames();
    if (location.pathname !== path) return { leftAt: index };
    if (document.querySelector('[role="dialog"], [role="alertdialog"]')) {
      (document.activeElement ?? document.body).dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }),
      );
      await frames();
    }
  }
  // A last toast set off by the last press.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return { leftAt: null };
}

/** Opens a page and loads the toaster first, so a placeholder's toast shows within two frames. */
async function open(page: Page, route: string) {
  await page.goto(route);
  await page.evaluate(() => sessionStorage.removeItem('vj-walk-at'));
  await page.keyboard.press('Shift');
  await expect(page.locator('section[aria-label^="Notifications"]')).toBeAttached();
}

/** Presses every control of a page; a press that leaves it is a real action: come back, go on. */
async function pressEverything(page: Page, route: string, shell: boolean) {
  for (let start = 0; start >= 0;) {
    await open(page, route);
    try {
      const { leftAt } = await page.evaluate(walkControls, { selector: CONTROLS, shell, start });
      start = leftAt === null ? -1 : leftAt + 1;
    } catch {
      // The press loaded another document, which ended the walk's script.
      await page.waitForLoadState();
      const at = Number(await page.evaluate(() => sessionStorage.getItem('vj-walk-at')));
      start = Math.max(at + 1, start + 1);
    }
    await collect(page);
  }
}

const found: string[] = [];
const links = new Set<string>();
const missingParts: string[] = [];

/** Takes the placeholders seen so far, and the internal links the current page holds. */
async function collect(page: Page) {
  const seen = await page.evaluate(() => {
    const entries = JSON.parse(sessionStorage.getItem('vj-found') ?? '[]') as string[];
    sessionStorage.removeItem('vj-found');
    return entries;
  });
  found.push(...seen);
  const here = new URL(page.url());
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  // A link to a part of this same page is checked here, in the live page: some parts (the
  // dashboard's) exist only once the page runs, and the page's own address may not be a 200 (/404/).
  const parts: string[] = [];
  for (const href of hrefs) {
    const url = new URL(href);
    if (url.origin !== here.origin) continue;
    if (url.pathname === here.pathname && url.hash) parts.push(decodeURIComponent(url.hash.slice(1)));
    else links.add(href);
  }
  const missing = await page.evaluate((ids) => ids.filter((id) => !document.getElementById(id)), parts);
  missingParts.push(...missing.map((id) => `${here.pathname}#${id}: no such part`));
}

/** Every HTML, JavaScript and flight-data file of the export, read from the disk. */
function exportedFiles(dir = path.join(process.cwd(), 'out')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return exportedFiles(full);
    return /\.(html|js|txt)$/.test(entry.name) ? [full] : [];
  });
}

test.describe('no placeholder anywhere in the export', () => {
  test('no page and no script holds the placeholder words', () => {
    const files = exportedFiles();
    expect(files.length).toBeGreaterThan(50);
    const holding = files.filter((file) => {
      const text = readFileSync(file, 'utf8');
      return PLACEHOLDERS.some((placeholder) => text.includes(placeholder));
    });
    expect(holding.map((file) => path.relative(process.cwd(), file))).toEqual([]);
  });

  test.use({ failOnConsoleErrors: false });

  test('every page, every internal link, every control', async ({ page, context }) => {
    test.setTimeout(600_000);
    await context.addInitScript(watchForPlaceholders, PLACEHOLDERS);
    // Only this site answers: a press that opens another site or a window goes nowhere.
    await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost|images\.unsplash\.com)/, (route) => route.abort());
    context.on('page', (popup) => void popup.close());
    page.on('dialog', (dialog) => void dialog.dismiss());

    const routes = exportedRoutes();
    expect(routes.length).toBeGreaterThan(10);
    // Signed in, so the dashboard shows its own controls; the header's Logout is pressed last.
    await signUp(page, { email: uniqueEmail('walker'), password: 'Walk every page 1' });
    await expect(page).toHaveURL(/\/dashboard\/$/, { timeout: 20_000 });
    const ordered = ['/dashboard/', ...routes.filter((route) => route !== '/dashboard/')];
    for (const route of ordered) await pressEverything(page, route, false);
    await pressEverything(page, '/', true);

    // Every internal link answers 200, and a link to a part of a page finds that part.
    const broken: string[] = [...new Set(missingParts)];
    const pages = new Map<string, string>();
    for (const link of links) {
      const url = new URL(link);
      const address = url.origin + url.pathname;
      if (!pages.has(address)) {
        const response = await page.request.get(address);
        pages.set(address, response.status() === 200 ? await response.text() : `status ${response.status()}`);
        if (response.status() !== 200) broken.push(`${url.pathname}: ${response.status()}`);
      }
      const fragment = decodeURIComponent(url.hash.slice(1));
      if (fragment && !pages.get(address)!.includes(`id="${fragment}"`))
        broken.push(`${url.pathname}#${fragment}: no such part`);
    }
    expect(broken, 'internal links that lead nowhere').toEqual([]);
    expect(links.size).toBeGreaterThan(routes.length);

    console.log(`Walked ${routes.length} pages and ${links.size} internal links; placeholders:\n${found.join('\n')}`);
    expect([...new Set(found)].sort(), 'placeholder messages (path | control | message)').toEqual(
      [...KNOWN_ELSEWHERE].sort(),
    );
  });
});
