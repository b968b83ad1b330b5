import { loadArticles } from '@/lib/articles/load';
import { countWords, parseMarkdown } from '@/lib/articles/markdown';
import { BLOG_CATEGORIES } from '@/lib/schemas/content/blog';

describe('journal articles (content/articles/*.md)', () => {
  const articles = loadArticles();

  it('are valid files, newest first', () => {
    expect(articles.length).toBeGreaterThan(0);
    const dates = articles.map((article) => article.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('give every filter chip at least one article', () => {
    for (const category of BLOG_CATEGORIES)
      expect(articles.filter((article) => article.category === category).length).toBeGreaterThan(0);
  });

  it('each have a reading time worked out from their words (the 500-1,200 words are the editor’s hint, not a rule)', () => {
    for (const article of articles) {
      expect(article.words).toBe(countWords(parseMarkdown(article.body)));
      expect(article.readTime).toBe(Math.ceil(article.words / 200));
    }
  });

  it('each use a different photo', () => {
    expect(new Set(articles.map((article) => article.photo.photoId)).size).toBe(articles.length);
  });
});
