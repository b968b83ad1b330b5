import type { Metadata } from 'next';
import { content } from '@/lib/content';

const { site } = content;

export const SOCIAL_CARD = {
  path: '/og.png',
  width: 1200,
  height: 630,
  alt: `${site.name}: ${site.tagline}`,
} as const;

export type PageMeta = { title: string; description: string; path: string; noindex?: boolean };

export function absoluteUrl(path: string): string {
  return new URL(path, site.url).toString();
}

export function pageMetadata({ title, description, path, noindex }: PageMeta): Metadata {
  const url = absoluteUrl(path);
  const fullTitle = `${title} | ${site.name}`;
  const image = {
    url: absoluteUrl(SOCIAL_CARD.path),
    width: SOCIAL_CARD.width,
    height: SOCIAL_CARD.height,
    alt: SOCIAL_CARD.alt,
  };
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: {
      title: fullTitle,
      description,
      url,
      siteName: site.name,
      locale: 'en_IN',
      type: 'website',
      images: [image],
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [image] },
    robots: noindex ? { index: false, follow: true } : undefined,
  };
}

export type PageKey = keyof typeof content.pages;

export function metadataFor(key: PageKey) {
  const page = content.pages[key];
  return pageMetadata({ ...page, noindex: !page.indexable });
}
