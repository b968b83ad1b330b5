import { test as withoutFixtures, type Page } from '@playwright/test';
import { blog } from '../content/blog';
import { loadArticles } from '../lib/articles/load';
import { parseMarkdown } from '../lib/articles/markdown';
import { scriptSources } from '../scripts/lib/route-js.mjs';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { SITE } from './helpers/company';
import { ARTICLE_ROUTE } from './helpers/routes';

// The journal's article page type: one template, six Markdown files. Every article's page is
// checked for what a reader sees; the page-level checks (metadata, axe) run on one or two.

const articles = loadArticles();
const pathOf = (slug: string) => `/blog/${slug}/`;
const enIN = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

/** The ## and ### headings an article's Markdown declares, in order. */
function headingsOf(markdown: string) {
  return parseMarkdown(markdown)
    .children.filter((node) => node.type === 'heading')
    .map((node) => ({
      level: node.depth,
      text: node.children.map((child) => ('value' in child ? child.value : '')).join(''),
    }));
}

const more = (page: Page) => page.getByRole('region', { name: blog.journal.moreTitle });

test.describe('journal article pages', () => {
  test('each shows its title, category, excerpt, author, date, reading time, photo and headings', async ({ page }) => {
    test.slow(); // six pages
    for (const article of articles) {
      await page.goto(pathOf(article.slug));
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(article.title);
      await expect(main.getByText(article.category, { exact: true }).first()).toBeVisible();
      await expect(main.getByText(article.excerpt, { exact: true }).first()).toBeVisible();
      const byline = main.getByRole('article').first().locator('time').first();
      await expect(byline).toHaveAttribute('datetime', article.date);
      await expect(byline).toHaveText(enIN(article.date));
      await expect(main.getByText(`${article.readTime} min read`).first()).toBeVisible();
      const figure = main.getByRole('figure').first();
      await expect(figure.getByRole('img', { name: article.photo.alt })).toBeAttached();
      await expect(figure).toContainText(article.photo.alt);
      const expected = headingsOf(article.body);
      expect(expected.length).toBeGreaterThan(0);
      for (const heading of expected)
        await expect(
          main.getByRole('heading', { level: heading.level, name: heading.text, exact: true }),
        ).toBeVisible();
    }
  });

  test('"More from the journal" offers two or three others, and Read Article opens one @mobile', async ({ page }) => {
    const [current] = articles;
    await page.goto(pathOf(current.slug));
    const cards = more(page).getByRole('article');
    const count = await cards.count();
    expect(count).toBeGreaterThanOrEqual(2);
    expect(count).toBeLessThanOrEqual(3);
    await expect(more(page).getByRole('article', { name: current.title })).toHaveCount(0);
    const next = articles.find((article) => article.slug !== current.slug && article.category === current.category);
    const target = next ?? articles[1];
    const card = more(page).getByRole('article', { name: target.title });
    await card.getByRole('link', { name: 'Read Article', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${pathOf(target.slug)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.title);
    await page.getByRole('link', { name: blog.journal.backLabel }).click();
    await expect(page).toHaveURL(/\/blog\/$/);
  });

  test('has an Article and breadcrumb JSON-LD, its canonical URL, an article card and the feed link', async ({
    page,
  }) => {
    const article = articles.find((entry) => pathOf(entry.slug) === ARTICLE_ROUTE)!;
    await page.goto(ARTICLE_ROUTE);
    const url = `${SITE}${ARTICLE_ROUTE}`;
    await expect(page).toHaveTitle(`${article.title} | Vayu Jets`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', url);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', article.excerpt);
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute('content', article.date);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
      'href',
      `${SITE}/blog/feed.xml`,
    );

    const data = JSON.parse((await page.locator('script#page-jsonld').textContent()) ?? '');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: article.title,
      description: article.excerpt,
      datePublished: article.date,
      author: { '@type': 'Person', name: article.author },
      image: { '@type': 'ImageObject', url: expect.stringMatching(/^https:\/\/images\.unsplash\.com\//) },
      publisher: { '@id': `${SITE}/#organization` },
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      wordCount: article.words,
    });
    expect(data.headline.length).toBeLessThanOrEqual(110);
    const crumbs = JSON.parse((await page.locator('script#breadcrumbs-jsonld').textContent()) ?? '');
    expect(crumbs.itemListElement.map((item: { item: string }) => item.item)).toEqual([
      `${SITE}/`,
      `${SITE}/blog/`,
      url,
    ]);
  });

  test('every article is in the sitemap, and an unknown one is a 404', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const article of articles) expect(sitemap).toContain(`<loc>${SITE}${pathOf(article.slug)}</loc>`);
    expect((await request.get('/blog/no-such-article/')).status()).toBe(404);
  });

  test('has no axe violations, photo to the last card @mobile', async ({ page }) => {
    await page.goto(pathOf(articles[0].slug));
    await more(page).scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
  });
});

test.describe('the journal feed', () => {
  test('/blog links to an Atom feed that parses and lists every article, newest first', async ({ page, request }) => {
    await page.goto('/blog/');
    const href = await page.locator('link[rel="alternate"][type="application/atom+xml"]').getAttribute('href');
    expect(href).toBe(`${SITE}/blog/feed.xml`);
    const response = await request.get('/blog/feed.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
    const xml = await response.text();
    const feed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'application/xml');
      const text = (node: Element | Document, selector: string) => node.querySelector(selector)?.textContent ?? '';
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        root: doc.documentElement.namespaceURI,
        title: text(doc, 'feed > title'),
        self: doc.querySelector('feed > link[rel="self"]')?.getAttribute('href'),
        entries: [...doc.querySelectorAll('entry')].map((entry) => ({
          title: text(entry, 'title'),
          link: entry.querySelector('link:not([rel])')?.getAttribute('href'),
          summary: text(entry, 'summary'),
          author: text(entry, 'author > name'),
          published: text(entry, 'published'),
        })),
      };
    }, xml);
    expect(feed.error).toBeNull();
    expect(feed.root).toBe('http://www.w3.org/2005/Atom');
    expect(feed.title).toBe(blog.journal.name);
    expect(feed.self).toBe(`${SITE}/blog/feed.xml`);
    expect(feed.entries).toEqual(
      articles.map((article) => ({
        title: article.title,
        link: `${SITE}${pathOf(article.slug)}`,
        summary: article.excerpt,
        author: article.author,
        // Midnight in Mumbai on the article's date.
        published: new Date(`${article.date}T00:00:00+05:30`).toISOString(),
      })),
    );
  });
});

// The shared fixtures wait for React to hydrate, which never happens without JavaScript.
withoutFixtures.describe('an article without JavaScript', () => {
  withoutFixtures.use({ javaScriptEnabled: false });

  withoutFixtures('is all there in the HTML, and no script carries its text', async ({ page, request }) => {
    const article = articles[0];
    await page.goto(pathOf(article.slug));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(article.title);
    for (const heading of headingsOf(article.body))
      await expect(main.getByRole('heading', { level: heading.level, name: heading.text, exact: true })).toBeVisible();
    const opening = article.body.trim().split('\n\n')[0].slice(0, 60);
    await expect(main.getByRole('paragraph').filter({ hasText: opening })).toHaveCount(1);

    // The body is HTML from the build: none of the scripts the page loads, those its paint-first
    // loader adds included, holds the body's words or a Markdown parser.
    const sources = scriptSources(await (await request.get(pathOf(article.slug))).text());
    expect(sources.length).toBeGreaterThan(0);
    for (const src of sources) {
      const js = await (await request.get(src)).text();
      expect(js).not.toContain(opening);
      expect(js).not.toMatch(/micromark|remark-parse|mdast-util/);
    }
  });
});
