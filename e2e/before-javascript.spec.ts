import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '../scripts/lib/route-js.mjs';
import { stubPhotos } from './helpers/photos';
import { summaryNamed } from './helpers/summary';

// What a visitor can do while the scripts are still on their way (or never come): the page is the
// server's HTML and the browser's own behaviour, nothing else. The shared fixtures wait for React
// to hydrate, which never happens here, so this spec uses Playwright's own `test`.
test.use({ javaScriptEnabled: false });

test.beforeEach(async ({ page }) => {
  await stubPhotos(page);
});

const faq = (page: Page) => page.getByRole('region', { name: 'Before you fly' });
const carousel = (page: Page) => page.getByRole('region', { name: 'Aircraft classes' });

test.describe('the home page before JavaScript', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('opens every FAQ answer, one at a time, and closes it again @before-js @mobile', async ({ page }) => {
    const answers = [
      ['How much does a private jet charter cost?', '₹2,50,000 per flight hour for a light jet'],
      ['How much notice do you need?', 'three hours is enough'],
      ['What does the price include?', 'fuel for every minute from taxi to landing'],
      ['Can I bring my pet?', 'Dogs and cats travel in the cabin with you'],
    ] as const;
    for (const [, answer] of answers) await expect(faq(page).getByText(answer)).toBeHidden();
    for (const [i, [question, answer]] of answers.entries()) {
      await summaryNamed(faq(page), question).click();
      await expect(faq(page).getByText(answer)).toBeVisible();
      if (i > 0) await expect(faq(page).getByText(answers[i - 1][1])).toBeHidden();
    }
    await summaryNamed(faq(page), answers[3][0]).press('Enter');
    await expect(faq(page).getByText(answers[3][1])).toBeHidden();
  });

  test('reaches every fleet slide through its link @before-js @mobile', async ({ page }) => {
    const region = carousel(page);
    const slides = [
      ['Light Jets', '7'],
      ['Midsize', '9'],
      ['Heavy', '14'],
      ['Group Charter', '15+'],
    ] as const;
    for (const [i, [name, seats]] of [...slides.entries()].reverse()) {
      await region.getByRole('link', { name }).click();
      const slide = region.getByRole('group', { name: `Slide ${i + 1} of 4` });
      await expect(slide).toBeInViewport({ ratio: 0.9 });
      await expect(slide.getByRole('heading', { name })).toBeInViewport();
      await expect(slide.getByText(`${seats} seats`)).toBeVisible();
    }
  });

  test('asks for the hero photo first, at the width this screen needs @before-js @mobile', async ({ page }) => {
    const hero = page.locator('img[alt="A business jet waiting on an airport apron at dusk, seen nose-on"]');
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    await expect(hero).not.toHaveAttribute('loading', 'lazy');
    const preload = page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]');
    await expect(preload).toHaveAttribute('imagesrcset', (await hero.getAttribute('srcset')) ?? 'missing');
    await expect(preload).toHaveAttribute('imagesizes', '100vw');
    const { used, ratio } = await hero.evaluate((img: HTMLImageElement) => ({
      used: Number(new URL(img.currentSrc).searchParams.get('w')),
      ratio: window.devicePixelRatio,
    }));
    const needed = page.viewportSize()!.width * ratio;
    const offered = ((await hero.getAttribute('srcset')) ?? '')
      .split(', ')
      .map((entry) => parseInt(entry.split(' ')[1]));
    // The smallest offered width that covers the screen's device pixels, never a larger one.
    expect(used).toBe(offered.find((width) => width >= needed) ?? Math.max(...offered));
  });
});

test('opens and closes each aircraft’s safety and provenance card, two at once if wanted @before-js @fleet', async ({
  page,
}) => {
  await page.goto('/fleet/');
  const card = (name: string) => page.getByRole('article', { name });
  const toggle = (name: string) => summaryNamed(card(name), `Safety & provenance: ${name}`);
  await expect(card('Citation CJ3+').getByText('VT-VJA')).toBeHidden();
  await toggle('Citation CJ3+').click();
  await expect(card('Citation CJ3+').getByText('VT-VJA')).toBeVisible();
  await toggle('Bell 429').press('Enter');
  await expect(card('Bell 429').getByText('No third-party audit held')).toBeVisible();
  await expect(card('Citation CJ3+').getByText('VT-VJA')).toBeVisible();
  await toggle('Citation CJ3+').click();
  await expect(card('Citation CJ3+').getByText('VT-VJA')).toBeHidden();
});

test('every link on every page leads somewhere @before-js', async ({ page, request }) => {
  test.setTimeout(90_000);
  const checked = new Map<string, boolean>();
  for (const route of ROUTES) {
    await page.goto(route);
    const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    for (const href of hrefs) {
      // A bare "#" only goes to the top of the page (the login form has one that shows a toast).
      if (href === '#') continue;
      if (href.startsWith('#')) {
        await expect(page.locator(href), `${href} on ${route}`).toHaveCount(1);
        continue;
      }
      const url = new URL(href, page.url());
      if (url.origin !== new URL(page.url()).origin) {
        expect(url.protocol, `${href} on ${route}`).toMatch(/^(https|tel|mailto):$/);
        continue;
      }
      if (!checked.has(url.pathname)) checked.set(url.pathname, (await request.get(url.pathname)).ok());
      expect(checked.get(url.pathname), `${href} on ${route}`).toBe(true);
    }
  }
  expect(checked.size).toBeGreaterThan(10);
});
