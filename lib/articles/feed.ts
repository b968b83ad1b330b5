import { Feed } from 'feed';
import { absoluteUrl } from '@/lib/metadata';
import type { ArticleFile } from '@/lib/schemas/content/article';
import { mumbaiInstant } from '@/lib/time/mumbai';
import { articlePath } from './paths';

type Journal = { name: string; description: string; siteName: string; blogPath: string; feedPath: string };

export function journalFeed(journal: Journal, articles: ArticleFile[]): string {
  const published = (article: ArticleFile) => new Date(mumbaiInstant(article.date));
  const feed = new Feed({
    id: absoluteUrl(journal.blogPath),
    link: absoluteUrl(journal.blogPath),
    title: journal.name,
    description: journal.description,
    language: 'en-IN',
    favicon: absoluteUrl('/icon.svg'),
    copyright: `© ${journal.siteName}`,
    updated: articles.length ? published(articles[0]) : undefined,
    generator: false,
    feedLinks: { atom: absoluteUrl(journal.feedPath) },
    author: { name: journal.siteName, link: absoluteUrl('/') },
  });
  for (const article of articles) {
    const url = absoluteUrl(articlePath(article.slug));
    feed.addItem({
      id: url,
      link: url,
      title: article.title,
      description: article.excerpt,
      date: published(article),
      published: published(article),
      author: [{ name: article.author }],
      category: [{ name: article.category, term: article.category }],
    });
  }
  return feed.atom1();
}
