import type { Metadata } from 'next';
import { site } from '@/content/site';

export type PageMeta = { title: string; description: string; path: string; noindex?: boolean };

/** The absolute URL of a site path, from NEXT_PUBLIC_SITE_URL. */
export function absoluteUrl(path: string): string {
  return new URL(path, site.url).toString();
}

/** Every page's metadata comes from here: title, description, canonical URL, social cards. */
export function pageMetadata({ title, description, path, noindex }: PageMeta): Metadata {
  const url = absoluteUrl(path);
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: { title: `${title} | ${site.name}`, description, url, siteName: site.name, type: 'website' },
    twitter: { card: 'summary_large_image', title: `${title} | ${site.name}`, description },
    robots: noindex ? { index: false, follow: true } : undefined,
  };
}
