import { offline } from '@/content/offline';
import { parseContent } from '@/lib/content';
import { OFFLINE_ROUTES } from '@/lib/offline/offline-routes.mjs';
import { offlineContentSchema } from '@/lib/schemas/content/offline';

const parse = (data: unknown) => parseContent(offlineContentSchema, data, 'content/data/offline.json');

describe('offline content', () => {
  it('is valid and lists exactly the pages the worker keeps', () => {
    expect(() => parse(offline)).not.toThrow();
    expect(offline.page.available.pages.map((page) => page.href).sort()).toEqual([...OFFLINE_ROUTES].sort());
  });

  it('refuses a list that promises a page the worker does not keep, or leaves one out', () => {
    const pages = offline.page.available.pages;
    const withExtra = { ...offline.page.available, pages: [...pages, { label: 'Fleet', href: '/fleet/' }] };
    const withoutOne = { ...offline.page.available, pages: pages.slice(1) };
    for (const available of [withExtra, withoutOne]) {
      expect(() => parse({ ...offline, page: { ...offline.page, available } })).toThrow(/exactly the pages/);
    }
  });

  it('needs the phone number in the call buttons and the date in the empty legs line', () => {
    const desk = { ...offline.page.desk, call: 'Call the medical desk' };
    expect(() => parse({ ...offline, page: { ...offline.page, desk } })).toThrow(/\{phone\}/);
    expect(() => parse({ ...offline, emptyLegsAsOf: 'Offers as last updated.' })).toThrow(/\{date\}/);
  });
});
