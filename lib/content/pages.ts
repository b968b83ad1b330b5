import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/metadata';
import { pagesSchema } from '@/lib/schemas/content/pages';
import { parseContent } from './parse';

export const pageContent = parseContent(pagesSchema, pages, 'content/pages.ts');

export type PageKey = keyof typeof pageContent;

export function metadataFor(key: PageKey) {
  const page = pageContent[key];
  return pageMetadata({ ...page, noindex: !page.indexable });
}
