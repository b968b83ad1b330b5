import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { home } from '@/content/home';
import { homeContent } from '@/lib/content/home';
import { parseContent } from '@/lib/content/parse';
import { homeSchema } from '@/lib/schemas/content/home';

const parse = (data: unknown) => parseContent(homeSchema, data, 'content/home.ts');

// The shared photo list sits beside the repository on the team's machines, not in a clean clone.
const PHOTO_LIST = path.join(__dirname, '../../../../shared/data/unsplash-photos.tsv');
const itWithPhotoList = existsSync(PHOTO_LIST) ? it : it.skip;
const allowedPhotoIds = new Set(
  (existsSync(PHOTO_LIST) ? readFileSync(PHOTO_LIST, 'utf8') : '')
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t')[1])
    .filter(Boolean),
);

describe('home content', () => {
  it('is valid', () => {
    expect(() => parse(home)).not.toThrow();
  });

  it('has the counts SPEC.md asks for', () => {
    expect(home.why.items).toHaveLength(3);
    expect(home.fleet.slides).toHaveLength(4);
    expect(home.services.cards).toHaveLength(4);
    expect(home.faq.items).toHaveLength(4);
  });

  it('keeps the SPEC.md fleet classes and seats, and claims', () => {
    expect(home.fleet.slides.map((slide) => `${slide.name} ${slide.seats}`)).toEqual([
      'Light Jets 4-8',
      'Midsize 6-9',
      'Heavy 10-16',
      'Airliners 16+',
    ]);
    expect(home.why.items.map((item) => item.title)).toEqual([
      '24/7 operations',
      'Global coverage',
      'Best price guarantee',
    ]);
    expect(home.cta).toMatchObject({ bookLabel: 'Book Now', callLabel: 'Call Expert' });
  });

  itWithPhotoList('uses only photos from the shared photo list', () => {
    const ids = [home.hero.photo, ...home.fleet.slides.map((slide) => slide.photo)].map((photo) => photo.photoId);
    expect(allowedPhotoIds.size).toBeGreaterThan(50);
    for (const id of ids) expect(allowedPhotoIds.has(id)).toBe(true);
  });

  it('fills the FAQ fares from the rate card', () => {
    const cost = homeContent.faq.items[0].answer;
    expect(cost).toContain('₹1,50,000');
    expect(cost).toContain('₹2,50,000');
    expect(cost).not.toMatch(/\{\w+\}/);
  });

  it('reports a wrong count or a typo with a readable path', () => {
    expect(() => parse({ ...home, faq: { ...home.faq, items: home.faq.items.slice(0, 3) } })).toThrow(
      /content\/home\.ts:\n {2}- faq\.items: the FAQ has exactly 4 questions/,
    );
    const slides = home.fleet.slides.map((slide, i) => (i === 3 ? { ...slide, seats: '16 plus' } : slide));
    expect(() => parse({ ...home, fleet: { ...home.fleet, slides } })).toThrow(/fleet\.slides\.3\.seats: write seats/);
  });
});
