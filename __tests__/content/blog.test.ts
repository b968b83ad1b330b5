import { blog } from '@/content/blog';
import { parseContent } from '@/lib/content';
import { BLOG_CATEGORIES, blogSchema } from '@/lib/schemas/content/blog';

const parse = (data: unknown) => parseContent(blogSchema, data, 'content/blog.ts');
const withArticle = (index: number, patch: object) => ({
  ...blog,
  articles: blog.articles.map((article, i) => (i === index ? { ...article, ...patch } : article)),
});

describe('blog content', () => {
  it('is valid', () => {
    expect(() => parse(blog)).not.toThrow();
  });

  it('has exactly 6 articles in the filter categories, each with every field', () => {
    expect(BLOG_CATEGORIES).toEqual([
      'Industry News',
      'Travel Guides',
      'Luxury Travel',
      'Safety',
      'Sustainability',
      'Luxury Experience',
    ]);
    const parsed = parse(blog);
    expect(parsed.articles).toHaveLength(6);
    for (const article of parsed.articles) {
      expect(Object.keys(article).sort()).toEqual(
        ['author', 'category', 'date', 'excerpt', 'id', 'photo', 'readTime', 'title'].sort(),
      );
    }
  });

  it('rejects a seventh article', () => {
    expect(() => parse({ ...blog, articles: [...blog.articles, { ...blog.articles[0], id: 'seventh' }] })).toThrow(
      /articles: the blog shows exactly 6 articles/,
    );
  });

  it('reports a marketer typo with the file and path', () => {
    expect(() => parse(withArticle(2, { category: 'Safty' }))).toThrow(
      /Invalid content in content\/blog\.ts:\n {2}- articles\.2\.category: must be one of Industry News/,
    );
  });

  it('needs an ISO date and whole minutes of reading time', () => {
    expect(() => parse(withArticle(0, { date: '28/10/2026' }))).toThrow(/articles\.0\.date: must be an ISO date/);
    expect(() => parse(withArticle(0, { date: '2026-02-30' }))).toThrow(/articles\.0\.date/);
    expect(() => parse(withArticle(1, { readTime: 4.5 }))).toThrow(/articles\.1\.readTime: must be whole minutes/);
  });

  it('rejects duplicate article ids', () => {
    expect(() => parse(withArticle(1, { id: blog.articles[0].id }))).toThrow(/articles: article ids must be unique/);
  });
});
