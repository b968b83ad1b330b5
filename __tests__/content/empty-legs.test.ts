import { emptyLegMessages } from '@/content/empty-leg-messages';
import { emptyLegs } from '@/content/empty-legs';
import { content, parseContent } from '@/lib/content';
import { offerFiles, type OfferFile } from '@/lib/empty-legs/offer-files';
import { checkedOffers, oneWayPrice } from '@/lib/empty-legs/offers';
import { formatINR } from '@/lib/format';
import { emptyLegMessagesSchema } from '@/lib/schemas/content/empty-leg-messages';
import { emptyLegsSchema } from '@/lib/schemas/content/empty-legs';

const { airports, emptyLegs: emptyLegsContent, pricing } = content;

const files = offerFiles();
const parse = (list: readonly OfferFile[]) => checkedOffers(list, airports, pricing);
const withOffer = (index: number, change: Record<string, unknown>) =>
  files.map((entry, at) => (at === index ? { ...entry, data: { ...(entry.data as object), ...change } } : entry));

describe('empty legs content', () => {
  it('is valid, and so are its words and messages', () => {
    expect(() => parse(files)).not.toThrow();
    expect(() => parseContent(emptyLegsSchema, emptyLegs, 'content/data/empty-legs.json')).not.toThrow();
    expect(() => parseContent(emptyLegMessagesSchema, emptyLegMessages, 'content/empty-leg-messages.ts')).not.toThrow();
  });

  it('rejects a watchlist notice that does not name the route', () => {
    const broken = { ...emptyLegs, watchlist: { ...emptyLegs.watchlist, watched: 'Added to your watched routes.' } };
    expect(() => parseContent(emptyLegsSchema, broken, 'content/data/empty-legs.json')).toThrow(
      /watchlist\.watched: must contain \{route\}/,
    );
  });

  it('ships at least 8 offers in the 60 days after 23 November 2026, from at least 5 cities', () => {
    expect(emptyLegsContent.offers.length).toBeGreaterThanOrEqual(8);
    for (const offer of emptyLegsContent.offers) {
      expect(offer.date > '2026-11-23').toBe(true);
      expect((offer.lastDate ?? offer.date) <= '2027-01-22').toBe(true);
    }
    expect(new Set(emptyLegsContent.offers.map((offer) => offer.from)).size).toBeGreaterThanOrEqual(5);
  });

  it('works out the category from the aircraft, never typed', () => {
    const phenom = emptyLegsContent.offers.find((offer) => offer.aircraft === 'Phenom 300E');
    expect(phenom?.category).toBe('light');
    expect(phenom?.categoryLabel).toBe(pricing.jetTypes.light.label);
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

  it('reports a typo with the file and the field of the bad value', () => {
    expect(() => parse(withOffer(0, { from: 'BMO' }))).toThrow(
      /content\/empty-legs\/vj-el-101\.yaml:\n {2}- from: must be the IATA code of an airport listed in content\/airports\.ts/,
    );
    expect(() => parse(withOffer(1, { date: '2026-12-31', lastDate: '2026-12-01' }))).toThrow(
      /vj-el-102\.yaml:\n {2}- lastDate: must be after the first date/,
    );
    expect(() => parse(withOffer(2, { date: '3 December' }))).toThrow(
      /vj-el-103\.yaml:\n {2}- date: must be a date written YYYY-MM-DD/,
    );
    expect(() => parse(withOffer(3, { status: 'confirmd' }))).toThrow(/vj-el-104\.yaml:\n {2}- status:/);
    expect(() => parse(withOffer(4, { to: 'DXB' }))).toThrow(/- to: must differ from the departure airport/);
    expect(() => parse(withOffer(5, { reference: 'VJ-EL-101' }))).toThrow(
      /vj-el-106\.yaml:\n {2}- reference: is used by another offer \(content\/empty-legs\/vj-el-101\.yaml\)/,
    );
    expect(() => parse(withOffer(6, { aircraft: 'Phenom 300' }))).toThrow(
      /- aircraft: must be the name of an aircraft in the fleet \(content\/data\/fleet\.json\)/,
    );
    expect(() => parse(withOffer(7, { pricee: 1 }))).toThrow(
      /vj-el-108\.yaml:\n {2}- \(root\): Unrecognized key: "pricee"/,
    );
  });

  it('names every file to fix at once', () => {
    expect(() =>
      parse(withOffer(0, { price: -5 }).map((entry, at) => (at === 9 ? { ...entry, data: {} } : entry))),
    ).toThrow(/vj-el-101\.yaml:\n {2}- price: must be a price in rupees above 0[\s\S]*vj-el-110\.yaml:/);
  });

  it('refuses a price that saves nothing and more seats than the category has', () => {
    expect(() => parse(withOffer(0, { price: 99_00_00_000 }))).toThrow(
      /- price: must be below the estimator's one-way price for this route and category \(₹/,
    );
    expect(() => parse(withOffer(0, { seats: 12 }))).toThrow(/- seats: a Midsize Jet seats at most 9/);
  });
});
