import { formatArticleDate } from '@/components/sections/blog/article-byline';

describe('formatArticleDate', () => {
  it.each(['2026-01-01', '2026-11-05', '2025-12-31', '2024-02-29'])('writes %s as en-IN does', (iso) => {
    const expected = new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${iso}T00:00:00Z`));
    expect(formatArticleDate(iso)).toBe(expected);
  });
});
