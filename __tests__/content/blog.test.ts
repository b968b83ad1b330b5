import { blog } from '@/content/blog';
import { parseContent } from '@/lib/content';
import { BLOG_CATEGORIES, blogSchema } from '@/lib/schemas/content/blog';

const parse = (data: unknown) => parseContent(blogSchema, data, 'content/data/blog.json');

describe('blog content', () => {
  it('is valid', () => {
    expect(() => parse(blog)).not.toThrow();
  });

  it('filters by the six journal categories', () => {
    expect(BLOG_CATEGORIES).toEqual([
      'Industry News',
      'Travel Guides',
      'Luxury Travel',
      'Safety',
      'Sustainability',
      'Luxury Experience',
    ]);
  });

  it('reports an empty article-page label with its path', () => {
    expect(() => parse({ ...blog, journal: { ...blog.journal, moreTitle: ' ' } })).toThrow(
      /Invalid content in content\/data\/blog\.json:\n {2}- journal\.moreTitle: must not be empty/,
    );
  });
});
