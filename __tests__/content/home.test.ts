import { airports } from '@/content/airports';
import { home as rawHome } from '@/content/home';
import { pricing } from '@/content/pricing';
import { content, parseContent } from '@/lib/content';
import { estimateRoute } from '@/lib/estimate/estimate';
import { capabilityValues, fillCopy } from '@/lib/fleet/capabilities';
import { formatINR } from '@/lib/format';
import { homeSchema } from '@/lib/schemas/content/home';

const { home: homeContent } = content;

// The slides' seats are placeholders filled from content/capabilities.ts, as the build does.
const home = {
  ...rawHome,
  fleet: {
    ...rawHome.fleet,
    slides: fillCopy(rawHome.fleet.slides, capabilityValues(pricing), 'content/data/home.json'),
  },
};
const parse = (data: unknown) => parseContent(homeSchema, data, 'content/data/home.json');

describe('home content', () => {
  it('is valid', () => {
    expect(() => parse(home)).not.toThrow();
  });

  it('has the counts the home page shows', () => {
    expect(home.why.items).toHaveLength(3);
    expect(home.fleet.slides).toHaveLength(4);
    expect(home.services.cards).toHaveLength(4);
    expect(home.faq.items).toHaveLength(4);
  });

  it('keeps the fleet classes and seats, and claims', () => {
    expect(home.fleet.slides.map((slide) => `${slide.name} ${slide.seats}`)).toEqual([
      'Light Jets 7',
      'Midsize 9',
      'Heavy 14',
      'Group Charter 15+',
    ]);
    expect(home.why.items.map((item) => item.title)).toEqual([
      '24/7 operations',
      'Global coverage',
      'Best price guarantee',
    ]);
    expect(home.cta).toMatchObject({ bookLabel: 'Book Now', callLabel: 'Call Expert' });
  });

  it('rejects a photo ID that is not in the shared photo list', () => {
    const invented = {
      ...home,
      hero: { ...home.hero, photo: { ...home.hero.photo, photoId: 'photo-1234567890-abcdef' } },
    };
    expect(() => parse(invented)).toThrow(/hero\.photo\.photoId: must be a photo ID from content\/photo-library\.ts/);
  });

  it('fills the FAQ fares from the rate card', () => {
    const cost = homeContent.faq.items[0].answer;
    // A private-jet question gets jet figures only: no helicopter rate.
    expect(cost).not.toContain('₹1,50,000');
    expect(cost).not.toMatch(/helicopter/i);
    expect(cost).toContain('₹2,50,000 per flight hour for a light jet');
    expect(cost).not.toMatch(/\{\w+\}/);
    // The sample trip is the estimator's total for Mumbai to Goa in a light jet, not the hourly rate.
    const goa = estimateRoute({ from: 'BOM', to: 'GOI', jetType: 'light', passengers: 1 }, airports, pricing);
    if (goa.status !== 'ok') throw new Error('no estimate for Mumbai to Goa');
    expect(cost).toContain(`Mumbai to Goa one way in a Light Jet comes to ${formatINR(goa.total)} for this trip`);
  });

  it('reports a wrong count or a typo with a readable path', () => {
    expect(() => parse({ ...home, faq: { ...home.faq, items: home.faq.items.slice(0, 3) } })).toThrow(
      /content\/data\/home\.json:\n {2}- faq\.items: the FAQ has exactly 4 questions/,
    );
    const slides = home.fleet.slides.map((slide, i) => (i === 3 ? { ...slide, seats: '16 plus' } : slide));
    expect(() => parse({ ...home, fleet: { ...home.fleet, slides } })).toThrow(/fleet\.slides\.3\.seats: write seats/);
  });
});
