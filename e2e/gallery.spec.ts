import { about as rawAbout } from '../content/about';
import { gallery as rawGallery } from '../content/gallery';
import { expect, test } from './fixtures';
import { withCompanyFigures } from './helpers/company-figures';
import { isFocused } from './helpers/focus';

const about = withCompanyFigures(rawAbout, 'content/data/about.json');
const gallery = withCompanyFigures(rawGallery, 'content/data/gallery.json');

const FILTERS = ['All', 'Interiors', 'Exteriors', 'Flight Experience', 'Technology', 'Lounges'] as const;
const images = gallery.items.filter((item) => item.type === 'image');
type Item = { type: string; category: string; title: string };
const tileName = (item: Item) =>
  item.type === 'video' ? `${item.category} video: ${item.title}, play` : `${item.category}: ${item.title}, view photo`;

test.describe('gallery', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/gallery/');
  });

  test('filter chips show their counts, reflect the pressed one and filter the 9 items @mobile', async ({ page }) => {
    const chips = page.getByRole('group', { name: 'Filter the gallery' });
    const tiles = page.getByRole('button', { name: /, (view photo|play)$/ });
    await expect(tiles).toHaveCount(9);
    await expect(chips.getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'true');
    for (const filter of FILTERS) {
      const expected = filter === 'All' ? gallery.items : gallery.items.filter((item) => item.category === filter);
      const chip = chips.getByRole('button', { name: filter, exact: true });
      await expect(chip).toHaveAccessibleDescription(`${expected.length} ${expected.length === 1 ? 'item' : 'items'}`);
      await expect(chip).toContainText(String(expected.length));
      await chip.click();
      await expect(chip).toHaveAttribute('aria-pressed', 'true');
      for (const other of FILTERS.filter((f) => f !== filter))
        await expect(chips.getByRole('button', { name: other, exact: true })).toHaveAttribute('aria-pressed', 'false');
      await expect(tiles).toHaveCount(expected.length);
      for (const [index, item] of expected.entries())
        await expect(tiles.nth(index)).toHaveAccessibleName(tileName(item));
      await expect(page.getByText(`Showing ${expected.length} of 9 items`)).toBeAttached();
    }
  });

  test('an image opens a full-screen lightbox; Close returns focus to the item @mobile', async ({ page }) => {
    const item = images[0];
    const tile = page.getByRole('button', { name: tileName(item) });
    await tile.click();
    const dialog = page.getByRole('dialog', { name: item.title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(item.description);
    await expect(dialog.getByRole('img', { name: item.photo.alt })).toBeVisible();
    const box = await dialog.boundingBox();
    const viewport = page.viewportSize()!;
    expect(box!.width).toBeGreaterThan(Math.min(viewport.width - 40, 1100));
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(tile).toBeFocused();
  });

  test('a click on the backdrop closes the lightbox and returns focus @mobile', async ({ page }) => {
    const item = images[2];
    const tile = page.getByRole('button', { name: tileName(item) });
    await tile.click();
    const dialog = page.getByRole('dialog', { name: item.title });
    await expect(dialog).toBeVisible();
    // A person clicks beside an open dialog: wait for its opening animation, by which time the
    // dialog listens for clicks outside it (on a loaded machine the click could come first).
    await dialog.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    await page.mouse.click(4, 4);
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(tile).toBeFocused();
  });

  test('keyboard only: Enter opens, focus stays in the dialog, Escape closes and returns focus @smoke', async ({
    page,
  }) => {
    await page.getByRole('button', { name: 'Technology', exact: true }).focus();
    await page.keyboard.press('Enter');
    const item = images.find((i) => i.category === 'Technology')!;
    const tile = page.getByRole('button', { name: tileName(item) });
    while (!(await isFocused(tile))) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: item.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(tile).toBeFocused();
  });

  test('no tile pretends to be a film: content names no video file, so every tile is a photo @mobile', async ({
    page,
  }) => {
    const tiles = page.getByRole('button', { name: /, view photo$/ });
    await expect(tiles).toHaveCount(gallery.items.length);
    await expect(page.getByRole('button', { name: /video/i })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Gallery' })).not.toContainText('Video');
  });

  test('Watch Our Story leads to the company story, its history and photos @mobile', async ({ page }) => {
    await page.getByRole('link', { name: 'Watch Our Story' }).click();
    await expect(page).toHaveURL(/\/about\/#our-story$/);
    const story = page.getByRole('region', { name: about.story.heading });
    await expect(story).toBeInViewport();
    await expect(story.getByRole('heading', { name: about.story.history.heading })).toBeVisible();
    const milestones = story.getByRole('listitem');
    await expect(milestones).toHaveCount(about.story.history.milestones.length);
    for (const [index, milestone] of about.story.history.milestones.entries()) {
      await expect(milestones.nth(index)).toContainText(milestone.year);
      await expect(milestones.nth(index).getByRole('img', { name: milestone.photo.alt })).toBeAttached();
    }
  });
});

test.describe('gallery without photos', () => {
  test.use({ failOnConsoleErrors: false });

  test('tiles keep their size and show a described fallback when the CDN fails @mobile', async ({ page }) => {
    await page.route('https://images.unsplash.com/**', (route) => route.abort());
    await page.goto('/gallery/');
    const tiles = page.getByRole('button', { name: /, (view photo|play)$/ });
    await expect(tiles).toHaveCount(9);
    for (const index of [0, 8]) {
      const tile = tiles.nth(index);
      await tile.scrollIntoViewIfNeeded();
      const box = (await tile.boundingBox())!;
      expect(box.width).toBeGreaterThan(200);
      expect(box.height / box.width).toBeCloseTo(3 / 4, 1);
    }
    await tiles.first().click();
    const dialog = page.getByRole('dialog', { name: images[0].title });
    await expect(dialog.getByRole('img', { name: images[0].photo.alt })).toBeVisible();
    await expect(dialog.getByText(images[0].photo.alt)).toBeVisible();
  });
});
