import { emptyLegMessages } from '@/content/empty-leg-messages';
import { emptyLegs } from '@/content/empty-legs';
import { content, parseContent } from '@/lib/content';
import { checkedEmptyLegsSchema, oneWayPrice } from '@/lib/empty-legs/offers';
import { formatINR } from '@/lib/format';
import { emptyLegMessagesSchema } from '@/lib/schemas/content/empty-leg-messages';

const { airports, emptyLegs: emptyLegsContent, pricing } = content;

const FILE = 'content/empty-legs.ts';
const parse = (data: unknown) => parseContent(checkedEmptyLegsSchema(airports, pricing), data, FILE);
const withOffer = (index: number, change: Record<string, unknown>) => ({
  ...emptyLegs,
  offers: emptyLegs.offers.map((offer, at) => (at === index ? { ...offer, ...change } : offer)),
});

describe('empty legs content', () => {
  it('is valid, and so are its messages', () => {
    expect(() => parse(emptyLegs)).not.toThrow();
    expect(() => parseContent(emptyLegMessagesSchema, emptyLegMessages, 'content/empty-leg-messages.ts')).not.toThrow();
  });

  it('rejects a watchlist notice that does not name the route', () => {
    const broken = { ...emptyLegs, watchlist: { ...emptyLegs.watchlist, watched: 'Added to your watched routes.' } };
    expect(() => parse(broken)).toThrow(/watchlist\.watched: must contain \{route\}/);
  });

  it('ships at least 8 offers in the 60 days after 23 November 2026, from at least 5 cities', () => {
    const dates = emptyLegs.offers.map((offer) => offer.date);
    expect(dates.length).toBeGreaterThanOrEqual(8);
    for (const offer of emptyLegsContent.offers) {
      expect(offer.date > '2026-11-23').toBe(true);
      expect((offer.lastDate ?? offer.date) <= '2027-01-22').toBe(true);
    }
    expect(new Set(emptyLegs.offers.map((offer) => offer.from)).size).toBeGreaterThanOrEqual(5);
  });

  it('names every route by the airports the estimator knows, "City (IATA) → City (IATA)"', () => {
    const codes = new Set(airports.map((airport) => airport.iata));
    for (const offer of emptyLegsContent.offers) {
      expect(codes.has(offer.from) && codes.has(offer.to)).toBe(true);
      expect(offer.route).toMatch(/^.+ \([A-Z]{3}\) → .+ \([A-Z]{3}\)$/);
    }
    expect(emptyLegsContent.offers[0].route).toBe('New Delhi (DEL) → Mumbai (BOM)');
  });

  it("works out each saving against the estimator's one-way price for the route and category", () => {
    for (const offer of emptyLegsContent.offers) {
      const estimate = oneWayPrice(offer, airports, pricing) as number;
      expect(offer.estimateText).toBe(formatINR(estimate));
      expect(offer.savingText).toBe(formatINR(estimate - offer.price));
      expect(estimate - offer.price).toBeGreaterThan(0);
    }
  });

  it('lists offers soonest first, with Indian money and a readable window', () => {
    const dates = emptyLegsContent.offers.map((offer) => offer.date);
    expect(dates).toEqual([...dates].sort());
    const goa = emptyLegsContent.offers.find((offer) => offer.reference === 'VJ-EL-102');
    expect(goa?.priceText).toBe('₹3,40,000');
    expect(goa?.when).toBe('30 November – 2 December 2026');
    expect(goa?.statusLabel).toBe('Indicative');
    expect(goa?.outcomeLabel).toBe('Rerouting offered');
  });

  it('reports a typo with the file and the path of the bad value', () => {
    expect(() => parse(withOffer(0, { from: 'BMO' }))).toThrow(
      /content\/empty-legs\.ts:\n {2}- offers\.0\.from: must be the IATA code of an airport listed in content\/airports\.ts/,
    );
    expect(() => parse(withOffer(1, { date: '2026-12-31', lastDate: '2026-12-01' }))).toThrow(
      /offers\.1\.lastDate: must be after the first date/,
    );
    expect(() => parse(withOffer(2, { date: '3 December' }))).toThrow(
      /offers\.2\.date: must be a date written YYYY-MM-DD/,
    );
    expect(() => parse(withOffer(3, { status: 'confirmd' }))).toThrow(/offers\.3\.status:/);
    expect(() => parse(withOffer(4, { to: 'DXB' }))).toThrow(/offers\.4\.to: must differ from the departure airport/);
    expect(() => parse(withOffer(5, { reference: 'VJ-EL-101' }))).toThrow(
      /offers\.5\.reference: is used by another offer/,
    );
  });

  it('refuses a price that saves nothing and more seats than the category has', () => {
    expect(() => parse(withOffer(0, { price: 99_00_00_000 }))).toThrow(
      /offers\.0\.price: must be below the estimator's one-way price for this route and category \(₹/,
    );
    expect(() => parse(withOffer(0, { seats: 12 }))).toThrow(/offers\.0\.seats: a Midsize Jet seats at most 9/);
  });
});
