import { loadArticles } from '@/lib/articles/load';
import { countWords, parseMarkdown } from '@/lib/articles/markdown';
import { BLOG_CATEGORIES } from '@/lib/schemas/content/blog';

describe('journal articles (content/articles/*.md)', () => {
  const articles = loadArticles();

  it('are six valid files, newest first', () => {
    expect(articles).toHaveLength(6);
    const dates = articles.map((article) => article.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('give every filter chip at least one article', () => {
    for (const category of BLOG_CATEGORIES)
      expect(articles.filter((article) => article.category === category).length).toBeGreaterThan(0);
  });

  it('each run to 500-1,200 words, with a reading time worked out from them', () => {
    for (const article of articles) {
      expect(article.words).toBe(countWords(parseMarkdown(article.body)));
      expect(article.words).toBeGreaterThanOrEqual(500);
      expect(article.words).toBeLessThanOrEqual(1200);
      expect(article.readTime).toBe(Math.ceil(article.words / 200));
    }
  });

  it('each use a different photo', () => {
    expect(new Set(articles.map((article) => article.photo.photoId)).size).toBe(articles.length);
  });
});
