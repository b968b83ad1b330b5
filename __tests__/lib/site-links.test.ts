import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pages } from '@/content/pages';
import { site } from '@/content/site';
import { ACCOUNT_ROUTES, OFFLINE_ROUTES, URGENT_ROUTES } from '@/lib/offline/offline-routes.mjs';
import { pagesSchema } from '@/lib/schemas/content/pages';
import { ROUTES } from '@/lib/site-links';

const hrefs: string[] = Object.values(ROUTES);
const frame = {
  nav: site.nav,
  book: [site.header.book],
  urgent: site.header.urgent,
  quickLinks: site.footer.quickLinks,
  serviceLinks: site.footer.serviceLinks,
  legal: site.footer.legal,
};
const read = (file: string) => readFileSync(path.join(process.cwd(), file), 'utf8');
/** The quoted hrefs of the table written in a file, in either quote. */
const writtenIn = (file: string) =>
  hrefs.filter((href) => read(file).includes(`'${href}'`) || read(file).includes(`"${href}"`));

describe('the table of routes', () => {
  it('gives every page of the page list one address, and no two pages the same one', () => {
    const keys = [...pagesSchema.keyType.options].sort();
    expect(Object.keys(ROUTES).sort()).toEqual(keys);
    expect(Object.keys(JSON.parse(read('content/data/pages.json'))).sort()).toEqual(keys);
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });

  it('is where every header and footer link leads', () => {
    for (const link of Object.values(frame).flat()) expect(hrefs).toContain(link.href);
  });

  it('is the one place the links’ hrefs are written', () => {
    const table = read('lib/site-links.ts');
    for (const href of hrefs) expect([href, table.split(`'${href}'`).length - 1]).toEqual([href, 1]);
    const readers = [
      'content/site.ts',
      'content/data/site.json',
      'lib/schemas/content/site.ts',
      'content/pages.ts',
      'content/data/pages.json',
      'lib/schemas/content/pages.ts',
      'components/layout/site-header.tsx',
      'components/layout/site-footer.tsx',
      'components/layout/nav-links.tsx',
      'components/layout/mobile-nav.tsx',
      'components/layout/header-actions.tsx',
    ];
    for (const file of readers) expect([file, writtenIn(file)]).toEqual([file, []]);
  });

  it('holds every page the offline worker keeps (its build cannot import the table, so it writes them)', () => {
    for (const route of [...OFFLINE_ROUTES, ...URGENT_ROUTES, ...ACCOUNT_ROUTES]) expect(hrefs).toContain(route);
  });

  it('is where each page’s address comes from: no data file writes one', () => {
    for (const [key, href] of Object.entries(ROUTES))
      expect([key, pages[key as keyof typeof pages].path]).toEqual([key, href]);
    const data = readdirSync(path.join(process.cwd(), 'content/data')).filter((name) => name.endsWith('.json'));
    const withPath = data.filter((name) => /"path"\s*:/.test(read(`content/data/${name}`)));
    expect(withPath).toEqual([]);
  });

  it('keeps every link’s label and href, in order', () => {
    const pairs = (links: { label: string; href: string }[]) => links.map(({ label, href }) => `${label} ${href}`);
    expect(pairs(frame.nav)).toEqual([
      'Home /',
      'About /about/',
      'Services /services/',
      'Fleet /fleet/',
      'Gallery /gallery/',
      'Blog /blog/',
      'Contact /contact/',
    ]);
    expect(pairs(frame.book)).toEqual(['Book a flight /book/']);
    expect(pairs(frame.urgent)).toEqual([
      'Empty legs /empty-legs/',
      'Air ambulance /air-ambulance/',
      'Safety /safety/',
    ]);
    expect(pairs(frame.quickLinks)).toEqual([
      'About Us /about/',
      'Services /services/',
      'Our Fleet /fleet/',
      'Gallery /gallery/',
      'Blog /blog/',
      'Contact Us /contact/',
      'Safety /safety/',
      'Empty Legs /empty-legs/',
      'Charter Prices /private-jet-charter-cost/',
      'Medical Evacuation /air-ambulance/',
    ]);
    expect(pairs(frame.serviceLinks)).toEqual([
      'Private Jet Charter /services/',
      'Group Charter /services/',
      'Corporate Charter /services/',
      'Air Ambulance /services/',
      'Luxury Experiences /services/',
      'Helicopters /services/',
    ]);
    expect(pairs(frame.legal)).toEqual([
      'Privacy Policy /privacy/',
      'Terms of Service /terms/',
      'Accessibility /accessibility/',
    ]);
  });
});
