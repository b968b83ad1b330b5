import type { Metadata } from 'next';
import { articlePath } from '@/lib/articles/paths';
import { content } from '@/lib/content';
import { absoluteUrl, pageMetadata } from '@/lib/metadata';
import { unsplashUrl } from '@/lib/photos';
import type { ArticleFile } from '@/lib/schemas/content/article';
import { ORGANIZATION_ID } from './structured-data';

export function articleJsonLd(article: ArticleFile): Record<string, unknown> {
  const url = absoluteUrl(articlePath(article.slug));
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    '@id': `${url}#article`,
    headline: article.title,
    description: article.excerpt,
    articleSection: article.category,
    wordCount: article.words,
    timeRequired: `PT${article.readTime}M`,
    datePublished: article.date,
    dateModified: article.date,
    inLanguage: 'en-IN',
    author: { '@type': 'Person', name: article.author },
    image: { '@type': 'ImageObject', url: unsplashUrl(article.photo.photoId), caption: article.photo.alt },
    publisher: { '@id': ORGANIZATION_ID },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    isPartOf: { '@type': 'Blog', name: content.blog.journal.name, url: absoluteUrl(content.pages.blog.path) },
  };
}

export const FEED_PATH = '/blog/feed.xml';

export function feedAlternate(): NonNullable<Metadata['alternates']>['types'] {
  return { 'application/atom+xml': [{ url: absoluteUrl(FEED_PATH), title: content.blog.journal.feedTitle }] };
}

export function withFeed(metadata: Metadata): Metadata {
  return { ...metadata, alternates: { ...metadata.alternates, types: feedAlternate() } };
}

export function articleMetadata(article: ArticleFile): Metadata {
  const base = withFeed(
    pageMetadata({ title: article.title, description: article.excerpt, path: articlePath(article.slug) }),
  );
  return {
    ...base,
    authors: [{ name: article.author }],
    openGraph: {
      ...base.openGraph,
      type: 'article',
      publishedTime: article.date,
      authors: [article.author],
      section: article.category,
    },
  };
}
