import { blog } from '../content/blog';
import { loadArticles } from '../lib/articles/load';
import { expect, test } from './fixtures';
import { expectHandoffAndClose } from './helpers/request-dialog';
import { NOT_IMPLEMENTED, toast } from './helpers/toast';

const FILTERS = [
  'All',
  'Industry News',
  'Travel Guides',
  'Luxury Travel',
  'Safety',
  'Sustainability',
  'Luxury Experience',
] as const;
const articles = loadArticles();
const inCategory = (filter: (typeof FILTERS)[number]) =>
  filter === 'All' ? articles : articles.filter((article) => article.category === filter);
const enIN = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

test.describe('blog', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/blog/');
  });

  test('each chip shows its count; the first article of each filter is Featured, the rest a grid @mobile', async ({
    page,
  }) => {
    const chips = page.getByRole('group', { name: 'Filter articles' });
    const articles = page.getByRole('article');
    await expect(chips.getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'true');
    for (const filter of FILTERS) {
      const expected = inCategory(filter);
      const chip = chips.getByRole('button', { name: filter, exact: true });
      await expect(chip).toContainText(String(expected.length));
      await expect(chip).toHaveAccessibleDescription(`${expected.length} ${expected.length === 1 ? 'item' : 'items'}`);
      await chip.click();
      await expect(chip).toHaveAttribute('aria-pressed', 'true');
      for (const other of FILTERS.filter((f) => f !== filter))
        await expect(chips.getByRole('button', { name: other, exact: true })).toHaveAttribute('aria-pressed', 'false');
      await expect(articles).toHaveCount(expected.length);
      if (!expected.length) continue;
      const featured = articles.first();
      await expect(featured).toHaveAccessibleName(expected[0].title);
      await expect(featured.getByText('Featured', { exact: true })).toBeVisible();
      await expect(articles.getByText('Featured', { exact: true })).toHaveCount(1);
      const grid = page.getByRole('listitem').getByRole('article');
      await expect(grid).toHaveCount(expected.length - 1);
      for (const [index, article] of expected.slice(1).entries())
        await expect(grid.nth(index)).toHaveAccessibleName(article.title);
    }
  });

  test('every article shows title, excerpt, author, en-IN date, read time and category', async ({ page }) => {
    for (const article of articles) {
      const card = page.getByRole('article', { name: article.title });
      await expect(card.getByRole('heading', { name: article.title })).toBeVisible();
      await expect(card).toContainText(article.excerpt);
      await expect(card).toContainText(article.author);
      const time = card.locator('time');
      await expect(time).toHaveAttribute('datetime', article.date);
      await expect(time).toHaveText(enIN(article.date));
      await expect(card).toContainText(`${article.readTime} min read`);
      await expect(card.getByText(article.category, { exact: true })).toBeVisible();
      await expect(card.getByRole('img', { name: article.photo.alt })).toBeAttached();
    }
  });

  test('each "Read Article" is a link to its article page @mobile', async ({ page }) => {
    const reads = page.getByRole('link', { name: 'Read Article', exact: true });
    await expect(reads).toHaveCount(articles.length);
    for (const article of articles) {
      const read = page.getByRole('article', { name: article.title }).getByRole('link', { name: 'Read Article' });
      await expect(read).toHaveAttribute('href', `/blog/${article.slug}/`);
      await expect(read).toHaveAccessibleDescription(article.title);
    }
    await page.getByRole('button', { name: articles[1].category, exact: true }).click();
    await page.getByRole('article', { name: articles[1].title }).getByRole('link', { name: 'Read Article' }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${articles[1].slug}/$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(articles[1].title);
  });

  test('a category with no article shows a friendly empty state with a way back to All @mobile', async ({ page }) => {
    const empty = FILTERS.find((filter) => inCategory(filter).length === 0);
    test.skip(!empty, 'every category has an article in content/articles/');
    await page.getByRole('button', { name: empty!, exact: true }).click();
    await expect(page.getByRole('article')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: blog.emptyTitle })).toBeVisible();
    await expect(page.getByText(blog.emptyText)).toBeVisible();
    await page.getByRole('button', { name: 'Show all articles' }).click();
    const all = page.getByRole('button', { name: 'All', exact: true });
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    await expect(all).toBeFocused();
    await expect(page.getByRole('article')).toHaveCount(articles.length);
  });

  test('the newsletter validates, then offers the e-mail hand-off @mobile', async ({ page }) => {
    const section = page.getByRole('region', { name: blog.newsletterTitle });
    const email = section.getByRole('textbox', { name: 'Email address' });
    const subscribe = section.getByRole('button', { name: 'Subscribe' });
    await subscribe.click();
    await expect(section.getByText('Please enter your email address.')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    await expect(toast(page, NOT_IMPLEMENTED)).toHaveCount(0);
    await email.fill('reader@');
    await subscribe.click();
    await expect(section.getByText('Please enter a valid email address, like name@example.com.')).toBeVisible();
    await email.fill('reader@example.com');
    await subscribe.click();
    await expectHandoffAndClose(page, { whatsapp: false });
    await expect(toast(page, NOT_IMPLEMENTED)).toHaveCount(0);
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  });
});

test.describe('blog without photos', () => {
  test.use({ failOnConsoleErrors: false });

  test('cards keep their layout and describe the missing photo @mobile', async ({ page }) => {
    await page.route('https://images.unsplash.com/**', (route) => route.abort());
    await page.goto('/blog/');
    const featured = page.getByRole('article').first();
    await expect(featured.getByRole('img', { name: articles[0].photo.alt })).toBeVisible();
    const card = page.getByRole('article', { name: articles[1].title });
    await card.scrollIntoViewIfNeeded();
    const photo = card.getByRole('img', { name: articles[1].photo.alt });
    await expect(photo).toBeVisible();
    const box = (await photo.boundingBox())!;
    expect(box.height / box.width).toBeCloseTo(10 / 16, 1);
  });
});
